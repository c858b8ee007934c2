import { bindFields } from '../forms/bind-fields.ts';
import { FormFrame, type FrameViewProps, formFrameProps } from '../forms/FormFrame.tsx';
import type { FormErrors } from '../forms/form-errors.ts';
import { useErrorFocus } from '../forms/use-form.ts';
import { Checkbox } from '../ui/Checkbox.tsx';
import { EmailField } from '../ui/EmailField.tsx';
import { type RenderWidgetLink, renderWidgetLink, withLink } from '../ui/links.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { type NewsletterField, type NewsletterValues, newsletterFields } from './model.ts';
import type { NewsletterPart } from './parts.ts';
import { newsletterTexts } from './texts.ts';

export interface NewsletterSignupViewProps extends FrameViewProps {
  values: NewsletterValues;
  errors?: FormErrors<NewsletterField>;
  /** Counts the attempts that ended in errors: each moves the focus to the first. */
  attempt?: number;
  onChange: <F extends NewsletterField>(field: F, value: NewsletterValues[F]) => void;
  /** Where the newsletter's terms are read (the privacy policy); `/privacy` unless given. */
  termsHref?: string;
  /** The host's own link (a router's Link) instead of `<a href>`. */
  renderLink?: RenderWidgetLink;
  className?: string;
}

/**
 * The newsletter form, props only: an address and the consent the law asks for (Law 25: a
 * box the person ticks, never ticked for them), each error beside its field. Its success says
 * the same whether or not the address was already on the list, so it tells nobody who reads it.
 */
export function NewsletterSignupView(props: NewsletterSignupViewProps) {
  const { values, errors = {}, attempt, onChange, termsHref = '/privacy', renderLink, className } = props;
  const { t, part } = useEntry<NewsletterPart>(newsletterTexts);
  const { formRef, alertRef } = useErrorFocus(attempt, newsletterFields, errors);
  const bind = bindFields(values, errors, onChange);
  const termsLink = (text: string) =>
    renderWidgetLink(renderLink, { href: termsHref, children: text, ...part('terms', { className: 'propre-link' }) });
  return (
    <div {...part('signup', { state: props.state ?? 'idle', className })}>
      <FormFrame
        {...formFrameProps(t, 'signup.', props, { formRef, alertRef })}
        success={{ title: t('signup.sent.title'), body: <p>{t('signup.sent.body', { email: values.email.trim() })}</p> }}
      >
        <EmailField className={part('email').className} label={t('signup.email')} {...bind('email')} />
        <Checkbox
          name="acceptTerms"
          required
          aria-required="true"
          checked={values.acceptTerms}
          error={errors.acceptTerms}
          label={withLink(t('signup.terms'), termsLink)}
          onChange={(event) => onChange('acceptTerms', event.currentTarget.checked)}
        />
      </FormFrame>
    </div>
  );
}
