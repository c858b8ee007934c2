import { useState } from 'react';
import { formatDay } from '../i18n/format.ts';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ConfirmDialogButton } from './ConfirmDialogButton.tsx';
import type { CalendarPart } from './parts.ts';
import { Section } from './Section.tsx';
import { calendarTexts } from './texts.ts';
import type { CalendarFeedProps } from './types.ts';
import { useAction } from './use-action.ts';

export interface FeedSectionProps extends CalendarFeedProps {
  headingLevel: 2 | 3 | 4;
}

/**
 * The secret ICS address to subscribe to from another calendar: asked for on purpose (it is
 * shown once, when issued), copied in one press, replaced after a confirmation saying that the
 * old one stops working.
 */
export function FeedSection({
  feedLink: link,
  onShowFeedLink,
  onRotateFeed,
  rotateOpen: defaultRotateOpen = false,
  headingLevel,
}: FeedSectionProps) {
  const { t, part, locale } = useEntry<CalendarPart>(calendarTexts);
  const show = useAction();
  const rotate = useAction();
  const [rotateOpen, setRotateOpen] = useState(defaultRotateOpen);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link?.url) return;
    await navigator.clipboard.writeText(link.url);
    setCopied(true);
  };
  return (
    <Section name="feed" title={t('feed.title')} headingLevel={headingLevel}>
      <p {...part('feedNote')}>{t('feed.text')}</p>
      {link?.url ? (
        <>
          <TextField label={t('feed.url')} hint={t('feed.secret')} value={link.url} readOnly {...part('feedUrl')} />
          <div {...part('feedActions', { className: 'propre-wrap propre-row' })}>
            <Button size="lg" onClick={() => void copy()}>
              {t('feed.copy')}
            </Button>
            <span role="status">{copied ? t('feed.copied') : ''}</span>
          </div>
        </>
      ) : link ? (
        <p {...part('feedNote')}>{t('feed.hidden', { date: formatDay(link.issuedAt, locale) })}</p>
      ) : (
        <div {...part('feedActions', { className: 'propre-wrap propre-row' })}>
          <Button size="lg" loading={show.busy} onClick={() => void show.run(onShowFeedLink, () => setCopied(false))}>
            {t('feed.show')}
          </Button>
        </div>
      )}
      {show.error ? <ProblemAlert error={show.error} title={t('feed.failed')} /> : null}
      {link ? (
        <ConfirmDialogButton
          open={rotateOpen}
          onOpenChange={setRotateOpen}
          action={rotate}
          onConfirm={() =>
            void rotate.run(onRotateFeed, () => {
              setCopied(false);
              setRotateOpen(false);
            })
          }
          texts={{
            trigger: t('feed.rotate'),
            title: t('feed.rotateTitle'),
            description: t('feed.rotateText'),
            failed: t('feed.rotateFailed'),
            confirm: t('feed.rotateConfirm'),
          }}
        />
      ) : null}
    </Section>
  );
}
