import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import type { AdminRenderLink } from '../admin/index.ts';
import { AdminLink } from '../admin/index.ts';
import { formatDay } from '../i18n/format.ts';
import { cx } from '../theme/appearance.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { ProblemAlert } from '../ui/ProblemAlert.tsx';
import { useEntry } from '../ui/use-entry.ts';
import { ApiKeyCreateForm, type ApiKeyCreateValues } from './ApiKeyCreateForm.tsx';
import { ApiKeysTable } from './ApiKeysTable.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';
import { EndpointCreateForm, type EndpointCreateValues } from './EndpointCreateForm.tsx';
import { EndpointsTable } from './EndpointsTable.tsx';
import type { AdminPartnersPart } from './parts.ts';
import { SecretReveal } from './SecretReveal.tsx';
import { Section } from './Section.tsx';
import { adminPartnersTexts } from './texts.ts';
import type { Loaded, Partner, PartnerApiKey, PartnerWebhookDelivery, PartnerWebhookEndpoint, Revealed } from './types.ts';

export interface DeliveryLog extends Loaded<PartnerWebhookDelivery[]> {
  /** 1 for the newest page. */
  page: number;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /** Reads the log again (deliveries move on by themselves: attempts, retries). */
  onRefresh: () => void;
}

export interface AdminPartnerDetailViewProps {
  partner: Loaded<Partner>;
  keys: Loaded<PartnerApiKey[]>;
  endpoints: Loaded<PartnerWebhookEndpoint[]>;
  deliveries: DeliveryLog;
  /** Each write rejects with the API's problem; those that make a secret resolve with it, shown once. */
  onCreateKey: (values: ApiKeyCreateValues) => Promise<Revealed>;
  onUpdateOrigins: (keyId: string, allowedOrigins: string[]) => Promise<void>;
  onRotateKey: (key: PartnerApiKey) => Promise<Revealed>;
  onRevokeKey: (key: PartnerApiKey) => Promise<void>;
  onCreateEndpoint: (values: EndpointCreateValues) => Promise<Revealed>;
  onDeleteEndpoint: (endpoint: PartnerWebhookEndpoint) => Promise<void>;
  onRedeliver: (delivery: PartnerWebhookDelivery) => Promise<void>;
  /** The list of partners. */
  backHref?: string;
  renderLink?: AdminRenderLink;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

type Area = 'keys' | 'endpoints' | 'deliveries';
/** What an action did, worded at each render (so it follows a change of language), or why it failed. */
type Outcome = { area: Area; done: (t: TFunction) => string } | { area: Area; error: unknown };

/**
 * One partner (props only): who it is; its keys with their origins, a new one, rotate and
 * revoke; its webhook endpoints; the delivery log with « Redeliver ». A secret the API answers
 * (a new key, a rotated one, an endpoint's signing secret) shows once, until dismissed.
 */
export function AdminPartnerDetailView(props: AdminPartnerDetailViewProps) {
  const { partner, keys, endpoints, deliveries, backHref, renderLink, headingLevel = 1, className } = props;
  const { t, part, locale } = useEntry<AdminPartnersPart>(adminPartnersTexts);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const sections = Math.min(headingLevel + 1, 4) as 2 | 3 | 4;
  const forms = Math.min(sections + 1, 5) as 3 | 4 | 5;

  /** Runs an action of a table: its item waits, then the outcome is said in its section. */
  const act = async (area: Area, itemId: string, run: () => Promise<((t: TFunction) => string) | Revealed>) => {
    setBusy(itemId);
    setOutcome(null);
    try {
      const result = await run();
      if (typeof result === 'function') setOutcome({ area, done: result });
      else setRevealed(result);
    } catch (error) {
      setOutcome({ area, error });
    } finally {
      setBusy(null);
    }
  };
  const said = (area: Area): ReactNode =>
    outcome?.area !== area ? null : 'error' in outcome ? (
      <ProblemAlert error={outcome.error} />
    ) : (
      <Alert tone="success" role="status">
        {outcome.done(t)}
      </Alert>
    );
  /** A form's submit that makes a secret: shown once the API answered. */
  const reveal =
    <Values,>(run: (values: Values) => Promise<Revealed>) =>
    async (values: Values) => {
      setOutcome(null);
      setRevealed(await run(values));
    };

  return (
    <div {...part('root', { className: cx('propre-stack', className) })}>
      {backHref ? (
        <AdminLink renderLink={renderLink} href={backHref} {...part('back')}>
          {t('detail.back')}
        </AdminLink>
      ) : null}
      <Heading {...part('heading')}>{partner.data?.name ?? t('detail.title')}</Heading>
      {partner.error ? <ProblemAlert error={partner.error} onRetry={partner.onRetry} retrying={partner.retrying} /> : null}
      {partner.data ? (
        <dl {...part('facts', { className: 'propre-tiles propre-facts' })}>
          <div>
            <dt>{t('detail.email')}</dt>
            <dd>{partner.data.contactEmail}</dd>
          </div>
          <div>
            <dt>{t('detail.since')}</dt>
            <dd>{formatDay(partner.data.createdAt, locale)}</dd>
          </div>
        </dl>
      ) : null}
      {revealed ? <SecretReveal revealed={revealed} onDismiss={() => setRevealed(null)} /> : null}

      <Section title={t('keys.title')} headingLevel={sections} loaded={keys}>
        {(items) => (
          <>
            {said('keys')}
            <ApiKeysTable
              keys={items}
              busyKeyId={busy}
              onUpdateOrigins={async (keyId, origins) => {
                await props.onUpdateOrigins(keyId, origins);
                setOutcome({ area: 'keys', done: (w) => w('origins.saved') });
              }}
              onRotate={(key) => void act('keys', key.id, () => props.onRotateKey(key))}
              onRevoke={(key) =>
                void act('keys', key.id, async () => {
                  await props.onRevokeKey(key);
                  return (w: TFunction) => w('keys.revoked', { name: key.name });
                })
              }
            />
            <ApiKeyCreateForm headingLevel={forms} onSubmit={reveal(props.onCreateKey)} />
          </>
        )}
      </Section>

      <Section title={t('endpoints.title')} headingLevel={sections} loaded={endpoints}>
        {(items) => (
          <>
            {said('endpoints')}
            {items.length === 0 ? (
              <p {...part('lead')}>{t('endpoints.empty')}</p>
            ) : (
              <EndpointsTable
                endpoints={items}
                busyEndpointId={busy}
                onDelete={(endpoint) =>
                  void act('endpoints', endpoint.id, async () => {
                    await props.onDeleteEndpoint(endpoint);
                    return (w: TFunction) => w('endpoints.deleted', { url: endpoint.url });
                  })
                }
              />
            )}
            <EndpointCreateForm headingLevel={forms} onSubmit={reveal(props.onCreateEndpoint)} />
          </>
        )}
      </Section>

      <Section title={t('deliveries.title')} headingLevel={sections} loaded={deliveries}>
        {(items) => (
          <>
            {said('deliveries')}
            <div {...part('formButtons', { className: 'propre-wrap propre-row' })}>
              <Button variant="secondary" size="sm" loading={deliveries.retrying} onClick={deliveries.onRefresh}>
                {t('deliveries.refresh')}
              </Button>
            </div>
            {items.length === 0 && deliveries.page === 1 ? (
              <p {...part('lead')}>{t('deliveries.empty')}</p>
            ) : (
              <>
                <DeliveriesTable
                  deliveries={items}
                  endpoints={endpoints.data ?? []}
                  busyDeliveryId={busy}
                  onRedeliver={(delivery) =>
                    void act('deliveries', delivery.id, async () => {
                      await props.onRedeliver(delivery);
                      return (w: TFunction) => w('deliveries.redelivered');
                    })
                  }
                />
                <nav {...part('pager', { className: 'propre-wrap propre-row' })} aria-label={t('deliveries.pager')}>
                  <Button variant="secondary" size="sm" disabled={deliveries.page === 1} onClick={deliveries.onPrevious}>
                    {t('deliveries.newer')}
                  </Button>
                  <span aria-live="polite">{t('deliveries.page', { page: deliveries.page })}</span>
                  <Button variant="secondary" size="sm" disabled={!deliveries.hasNext} onClick={deliveries.onNext}>
                    {t('deliveries.older')}
                  </Button>
                </nav>
              </>
            )}
          </>
        )}
      </Section>
    </div>
  );
}
