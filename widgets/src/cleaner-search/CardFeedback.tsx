import { useRef, useState } from 'react';
import { problemMessage } from '../errors/problem-message.ts';
import { Button, type ButtonProps } from '../ui/Button.tsx';
import { useEntry } from '../ui/use-entry.ts';
import type { CleanerFeedback, GiveFeedback } from './feedback.ts';
import type { CleanerSearchPart } from './parts.ts';
import type { CleanerSearchResult } from './query.ts';
import { ReportDialog } from './ReportDialog.tsx';
import { cleanerSearchTexts } from './texts.ts';

export interface CardFeedbackProps {
  result: CleanerSearchResult;
  onFeedback: GiveFeedback;
  /** The cleaner was marked « not interested » and recorded: the list hides the card. */
  onHidden?: (result: CleanerSearchResult) => void;
}

type Notice = { kind: 'liked' | 'disliked' | 'reportSent' } | { kind: 'failed'; message: string };

/**
 * A signed-in client's feedback on one card: like and dislike (toggles, one excludes the other;
 * the API keeps the latest), not interested (the card goes), and report (a dialog with a reason).
 * Each is a labelled button reachable by keyboard; what was recorded is said in a status line.
 */
export function CardFeedback({ result, onFeedback, onHidden }: CardFeedbackProps) {
  // Its texts come with its code (card-feedback-widget.ts).
  const { t, part } = useEntry<CleanerSearchPart>(cleanerSearchTexts);
  const name = result.cleaner.name;
  // What the API said at the last search, then what this person gave since.
  const [given, setGiven] = useState<'like' | 'dislike' | null>(result.yourFeedback ?? null);
  const [seen, setSeen] = useState(result.yourFeedback);
  if (seen !== result.yourFeedback) {
    setSeen(result.yourFeedback);
    setGiven(result.yourFeedback ?? null);
  }
  const [pending, setPending] = useState<CleanerFeedback['type'] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const busy = useRef(false);

  const give = async (feedback: CleanerFeedback) => {
    if (busy.current) return;
    busy.current = true;
    setPending(feedback.type);
    setNotice(null);
    try {
      await onFeedback(result, feedback);
      if (feedback.type === 'like' || feedback.type === 'dislike') {
        setGiven(feedback.type);
        setNotice({ kind: feedback.type === 'like' ? 'liked' : 'disliked' });
      } else if (feedback.type === 'not_interested') {
        onHidden?.(result);
      }
    } catch (error) {
      setNotice({ kind: 'failed', message: problemMessage(error, t).message });
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  // Every feedback button: small, its kind said to the styles, its name telling whom it is about.
  const feedbackButton = (type: CleanerFeedback['type'] | 'report', nameKey: string, props: ButtonProps = {}) => (
    <Button
      variant="ghost"
      size="sm"
      {...part('feedbackButton')}
      data-type={type}
      aria-label={t(`recommendations.feedback.${nameKey}`, { name })}
      {...props}
    >
      {t(`recommendations.feedback.${type}`)}
    </Button>
  );
  const toggle = (type: 'like' | 'dislike') =>
    feedbackButton(type, `${type}Name`, {
      variant: 'secondary',
      'aria-pressed': given === type,
      loading: pending === type,
      onClick: () => {
        if (given !== type) void give({ type });
      },
    });

  return (
    <fieldset {...part('cardFeedback', { className: 'propre-stack' })}>
      <legend className="propre-visually-hidden">{t('recommendations.feedback.label', { name })}</legend>
      <div {...part('feedbackButtons', { className: 'propre-wrap' })}>
        {toggle('like')}
        {toggle('dislike')}
        {feedbackButton('not_interested', 'notInterestedName', {
          loading: pending === 'not_interested',
          onClick: () => void give({ type: 'not_interested' }),
        })}
        <ReportDialog
          name={name}
          onSend={(report) => onFeedback(result, report)}
          onSent={() => setNotice({ kind: 'reportSent' })}
          trigger={feedbackButton('report', 'reportName')}
        />
      </div>
      <p
        {...part('feedbackStatus')}
        role="status"
        data-tone={notice?.kind === 'failed' ? 'error' : notice ? 'success' : undefined}
      >
        {notice?.kind === 'failed'
          ? `${t('recommendations.feedback.failed')} ${notice.message}`
          : notice
            ? t(`recommendations.feedback.${notice.kind}`)
            : null}
      </p>
    </fieldset>
  );
}
