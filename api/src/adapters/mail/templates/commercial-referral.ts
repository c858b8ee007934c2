import { html } from '../html.ts';
import type { MailTemplate } from './template.ts';

export interface CommercialReferralVariables {
  reference: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  city: string;
  propertyType: string;
  squareFeet: number | null;
  message: string | null;
}

function lines(v: CommercialReferralVariables, labels: Record<string, string>): Array<[string, string]> {
  return [
    [labels.company ?? '', v.companyName],
    [labels.contact ?? '', v.contactName],
    [labels.email ?? '', v.email],
    [labels.phone ?? '', v.phone ?? '—'],
    [labels.city ?? '', v.city],
    [labels.type ?? '', v.propertyType],
    [labels.area ?? '', v.squareFeet === null ? '—' : String(v.squareFeet)],
  ];
}

function content(v: CommercialReferralVariables, intro: string, subject: string, labels: Record<string, string>) {
  const rows = lines(v, labels);
  return {
    subject,
    text: [intro, rows.map(([k, value]) => `${k}: ${value}`).join('\n'), v.message ?? ''].join('\n\n').trim(),
    html: html`<p>${intro}</p>
<table>${rows.map(([k, value]) => html`<tr><th align="left">${k}</th><td>${value}</td></tr>`)}</table>
${v.message && html`<p style="white-space:pre-wrap">${v.message}</p>`}`,
  };
}

/** A commercial-cleaning lead forwarded to the partner, in the partner's language (French by default). */
export const commercialReferral: MailTemplate<CommercialReferralVariables> = {
  fr: (v) =>
    content(
      v,
      `Nouvelle demande de nettoyage commercial transmise par Propre (${v.reference}).`,
      `Demande commerciale ${v.reference} : ${v.companyName}`,
      {
        company: 'Entreprise',
        contact: 'Personne-ressource',
        email: 'Courriel',
        phone: 'Téléphone',
        city: 'Ville',
        type: 'Type de propriété',
        area: 'Superficie (pi²)',
      },
    ),
  en: (v) =>
    content(
      v,
      `New commercial cleaning lead referred by Propre (${v.reference}).`,
      `Commercial lead ${v.reference}: ${v.companyName}`,
      {
        company: 'Company',
        contact: 'Contact',
        email: 'Email',
        phone: 'Phone',
        city: 'City',
        type: 'Property type',
        area: 'Area (sq ft)',
      },
    ),
};
