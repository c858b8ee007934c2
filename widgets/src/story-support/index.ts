// Story support: contract-typed MSW mocks, problem bodies and fixtures for the widgets' stories.
// Used by Storybook only; never exported by the package.

export { everyPart, partnerClass, partsWithoutPartnerClass } from './appearance.ts';
export type { BodyOf, OperationId, StatusOf } from './contract.ts';
export { type FakeRealtime, fakeRealtime } from './fake-realtime.ts';
export * from './fixtures/index.ts';
export { onPhone } from './frames.tsx';
export { HostText, type HostTextProps, useHostText } from './host-text.tsx';
export { widgetsLoaded } from './loaded.ts';
export { type MockOptions, mockNetworkError, mockOperation } from './mock-operation.ts';
export { answering, type Msw, type OkBodies, withAnswers, withPendingAnswers } from './plays/answers.ts';
export {
  alertSays,
  appearanceStory,
  besideField,
  busyButton,
  type Canvas,
  type Check,
  loadedStory,
  networkErrorStory,
  type Refusal,
  rateLimitedStory,
  refusedStory,
  type Send,
  type SentStory,
  sentStory,
  serverErrorStory,
  shows,
  statusSays,
} from './plays/form-stories.ts';
export { type FieldFinders, fillAndSend, type PublicFormOptions, publicFormStories } from './plays/public-form-stories.ts';
export {
  emptyStory,
  loadErrorStory,
  readStories,
  skeletonsStory,
  withAnswer,
  withHandlers,
  withPendingAnswer,
} from './plays/read-stories.ts';
export { expectAlert, expectBeside, expectRetry, problemAnswer, slow } from './plays/steps.ts';
export { type FieldError, fieldError, mockRequestId, type Problem, type ProblemOptions, problemBody } from './problem.ts';
export { stripeStandIn } from './stripe-stand-in.ts';
export { assertValidMockBody, createContractValidator, InvalidMockBodyError, validateMockBody } from './validate.ts';
