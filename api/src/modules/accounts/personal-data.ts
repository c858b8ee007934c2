import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../db/sql.ts';

/**
 * Quebec's Law 25: a deleted account's personal data is erased or anonymised everywhere. Each
 * area that holds some provides an eraser; the accounts area runs them all in the deletion's
 * transaction, so an account is never half-erased.
 */
export interface PersonalDataEraser {
  /** Which area; for logs. */
  area: string;
  /** Erases what the area holds about the user; answers the stored files to delete once committed. */
  erase(em: EntityManager, userId: string): Promise<string[]>;
}

async function run(em: EntityManager, sql: string, userId: string): Promise<Record<string, unknown>[]> {
  return query(em, sql, [userId]);
}

/** The erasers of the areas this app has, in one place so none is forgotten. */
export const personalDataErasers: readonly PersonalDataEraser[] = [
  {
    area: 'cleaners',
    async erase(em, userId) {
      // Tax numbers stay: invoices already issued must keep showing them (record-keeping rules).
      await run(
        em,
        `update cleaner_profile set bio = null, listed = false, address = null, skills = '{}', education = null,
            certificates = '{}', equipment = '{}', service_cities = '{}', home_latitude = null, home_longitude = null
          where user_id = $1`,
        userId,
      );
      const photos = await run(em, 'delete from cleaner_gallery_photo where user_id = $1 returning storage_key', userId);
      await run(em, 'delete from cleaner_feedback where client_id = $1', userId);
      return photos.map((p) => String(p.storage_key));
    },
  },
  {
    area: 'verification',
    async erase(em, userId) {
      const documents = await run(em, 'delete from verification_document where cleaner_id = $1 returning storage_key', userId);
      await run(em, 'delete from cleaner_verification where user_id = $1', userId);
      return documents.map((d) => String(d.storage_key));
    },
  },
  {
    area: 'availability',
    async erase(em, userId) {
      // The Google tokens go with the link (not revoked at Google: that needs the network, outside this transaction).
      const tables = ['availability_block', 'calendar_feed', 'calendar_busy', 'cleaner_available_day'];
      for (const table of [...tables, 'google_calendar_link', 'google_calendar_start', 'google_calendar_event']) {
        await run(em, `delete from ${table} where user_id = $1`, userId);
      }
      return [];
    },
  },
  {
    area: 'properties',
    async erase(em, userId) {
      // The street address stays on past bookings' records; how to get in and the Wi-Fi do not.
      await run(
        em,
        `update property set wifi_name = null, wifi_password = null, access_instructions = null, rooms_to_avoid = null,
            notes = null, supplies_location = null, trash_location = null, parking = null,
            deleted_at = coalesce(deleted_at, now()), updated_at = now()
          where client_id = $1`,
        userId,
      );
      await run(em, 'delete from client_onboarding where user_id = $1', userId);
      return [];
    },
  },
  {
    area: 'growth',
    async erase(em, userId) {
      // A cleaner's own notes and what the person wrote to support go; a commercial lead is the
      // company's request, kept for the partner but no longer linked to the person's account.
      await run(em, 'delete from cleaner_todo where cleaner_id = $1', userId);
      await run(em, 'delete from contact_message where user_id = $1', userId);
      await run(em, 'update commercial_referral set user_id = null where user_id = $1', userId);
      // Published before/after pairs show the person's home or work: they leave the gallery.
      await run(em, 'delete from gallery_item where booking_id in (select id from booking where client_id = $1)', userId);
      await run(em, 'delete from gallery_item where booking_id in (select id from booking where cleaner_id = $1)', userId);
      return [];
    },
  },
  {
    area: 'reviews',
    async erase(em, userId) {
      // The ratings stay: they are the cleaner's record and, the author's name being gone, say
      // nothing about the person. The words they wrote go.
      await run(
        em,
        `update review set comment = 'Commentaire retiré : compte supprimé.', updated_at = now() where client_id = $1`,
        userId,
      );
      return [];
    },
  },
  {
    area: 'messaging',
    async erase(em, userId) {
      // The other person keeps the conversation, without what the deleted account wrote in it.
      await run(em, `update message set text = '[message supprimé / deleted message]' where sender_id = $1`, userId);
      await run(em, 'delete from admin_message where recipient_id = $1', userId);
      await run(em, 'delete from notification where user_id = $1', userId);
      await run(em, 'delete from socket_ticket where user_id = $1', userId);
      await run(em, 'delete from embed_authorization where user_id = $1', userId);
      return [];
    },
  },
];
