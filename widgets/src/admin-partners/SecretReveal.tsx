import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { AdminPartnersPart } from './parts.ts';
import { adminPartnersTexts } from './texts.ts';
import type { Revealed } from './types.ts';

export interface SecretRevealProps {
  revealed: Revealed;
  /** The person saved it: the secret is gone from the page, and no answer holds it again. */
  onDismiss: () => void;
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * A secret the API answered once (a new key, or an endpoint's signing secret): in a read-only
 * field to select, with a copy button; it takes the focus when it shows, so nobody misses it.
 */
export function SecretReveal({ revealed, onDismiss }: SecretRevealProps) {
  const { t, part } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<Copy>('idle');
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopy('copied');
    } catch {
      // No permission (or no clipboard): the field stays selectable.
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <div {...part('secret')}>
      <Alert tone="warning" title={t(`secret.title.${revealed.kind}`, { name: revealed.name })}>
        <p>{t('secret.once')}</p>
        <label htmlFor={`${id}-value`} className="propre-label">
          {t(`secret.label.${revealed.kind}`)}
        </label>
        <input
          ref={field}
          id={`${id}-value`}
          {...part('secretValue', { className: 'propre-input' })}
          readOnly
          value={revealed.secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div {...part('formButtons', { className: 'propre-wrap propre-row' })}>
          <Button {...part('secretCopy', { state: copy })} variant="secondary" onClick={() => void copyIt()}>
            {t('secret.copy')}
          </Button>
          <Button onClick={onDismiss}>{t('secret.done')}</Button>
        </div>
        <p {...part('secretStatus')} role="status">
          {copy === 'copied' ? t('secret.copied') : copy === 'failed' ? t('secret.copyFailed') : null}
        </p>
      </Alert>
    </div>
  );
}
