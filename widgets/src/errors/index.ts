export { fieldNameOf, type ProblemMessage, problemMessage } from './problem-message.ts';
