import type { ReactElement } from 'react';
import { FormFrame, type FormFrameState } from '../forms/FormFrame.tsx';
import type { FormErrors, FormProblem } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { Dialog, DialogClose } from '../ui/Dialog.tsx';
import { EmailField } from '../ui/EmailField.tsx';
import { type RenderWidgetLink, renderWidgetLink } from '../ui/links.tsx';
import type { CopyState } from '../ui/use-copy.ts';
import { useEntry } from '../ui/use-entry.ts';
import { type DiscountClaim, type DiscountField, discountFields } from './model.ts';
import type { DiscountPopupPart } from './parts.ts';
import { discountPopupTexts } from './texts.ts';

export interface DiscountPopupViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onEmailChange: (email: string) => void;
  state?: FormFrameState;
  errors?: FormErrors<DiscountField> & { form?: FormProblem };
  /** Counts the attempts that ended in errors: each moves the focus to the first. */
  attempt?: number;
  /** The code once claimed: the dialog then shows it instead of the form. */
  claim?: DiscountClaim | undefined;
  onSubmit: () => void;
  onRetry?: () => void;
  copyState?: CopyState;
  onCopy?: () => void;
  /** Where "Find a cleaner" leads; `/cleaners` unless given. */
  searchHref?: string;
  renderLink?: RenderWidgetLink;
  className?: string;
}

/**
 * The first-cleaning discount popup, props only: a modal dialog (focus trapped, Escape and
 * "No thanks" close it) asking for an email, then the code — or, for an address that already
 * had one, that same code with the spec's already-subscribed notice.
 */
export function DiscountPopupView(props: DiscountPopupViewProps) {
  const { open, onOpenChange, email, onEmailChange, state = 'idle', errors = {}, attempt, claim } = props;
  const { copyState = 'idle', onCopy, searchHref = '/cleaners', renderLink, className } = props;
  const { t, part } = useEntry<DiscountPopupPart>(discountPopupTexts);
  const { formRef, alertRef } = useErrorFocus(attempt, discountFields, errors);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      className={part('dialog', { className }).className}
      title={claim ? t('code.title') : t('title')}
      description={claim ? undefined : t('description')}
    >
      {claim ? (
        <div {...part('code', { state: claim.alreadySubscribed ? 'already' : 'new' })}>
          {claim.alreadySubscribed && <Alert tone="info">{t('code.already')}</Alert>}
          <p {...part('codeValue')} translate="no">
            {claim.code}
          </p>
          <p>{t('code.new', { percent: claim.percent })}</p>
          <div className="propre-row propre-wrap">
            <Button variant="secondary" onClick={onCopy} {...part('copy')}>
              {copyState === 'copied' ? t('code.copied') : t('code.copy')}
            </Button>
            <DialogClose>
              {
                renderWidgetLink(renderLink, {
                  href: searchHref,
                  children: t('code.book'),
                  ...part('offer', { className: buttonClassName() }),
                }) as ReactElement
              }
            </DialogClose>
          </div>
          <p role="status" {...part('fine')}>
            {copyState === 'copied' ? t('code.copied') : copyState === 'failed' ? t('code.copyFailed') : ''}
          </p>
        </div>
      ) : (
        <FormFrame
          state={state}
          title={false}
          submitLabel={t('submit')}
          submittingLabel={t('submitting')}
          problem={errors.form}
          formRef={formRef}
          alertRef={alertRef}
          onSubmit={props.onSubmit}
          onRetry={props.onRetry}
          after={
            <>
              <p {...part('fine')}>{t('fine')}</p>
              <DialogClose>
                <Button variant="ghost" {...part('decline')}>
                  {t('decline')}
                </Button>
              </DialogClose>
            </>
          }
        >
          <EmailField
            className={part('email').className}
            label={t('email')}
            name="email"
            value={email}
            error={errors.email}
            onChange={(event) => onEmailChange(event.currentTarget.value)}
          />
        </FormFrame>
      )}
    </Dialog>
  );
}
