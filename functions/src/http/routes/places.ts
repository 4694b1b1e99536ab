import { Router } from 'express';
import { PlacesQuerySchema } from '@kotastay/shared/schemas/search';
import { z } from 'zod';
import { reserveGoogleLookup } from '../../domain/places/quota';
import { findPlaces, resolveGooglePlace, type LookupGate } from '../../domain/places/service';
import { requireAppCheck } from '../app-check';
import { optionalAuth } from '../auth';
import { clientKey } from '../client-key';
import { parse } from '../validate';

// /api/places — place search for the search bar and /location-search (docs/listing-model.md §Places).
// The catalogue's places are free and public. Google lookups cost money per call
// (docs/decisions/192-paid-lookups-and-id-card-metadata.md): asking for them needs App Check (the KotaStay app),
// and each call first passes the client's per-minute limit and the site's daily cap (domain/places/quota.ts).
export const placesRouter: Router = Router();

const SessionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'Use a session token of letters, digits and hyphens.')
  .optional();

/** Google's place ids: letters, digits, '-' and '_'; never a reserved-looking `__x__`. */
const PlaceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,300}$/, 'This place id is not valid.')
  .refine((id) => !/^__.*__$/.test(id), 'This place id is not valid.');

/** The limits a Google lookup by this request's client must pass, counted only when a provider will be asked. */
const gateFor =
  (req: Parameters<typeof clientKey>[0]): LookupGate =>
  () =>
    reserveGoogleLookup(clientKey(req));

placesRouter.get('/', optionalAuth, async (req, res) => {
  const q = parse(PlacesQuerySchema.extend({ sessionToken: SessionTokenSchema }), req.query, 'place search');
  if (q.google) await requireAppCheck(req, res);
  const { response: result, docsRead } = await findPlaces(q, gateFor(req));
  res.set('X-Docs-Read', String(docsRead));
  // Local matches follow the catalogue in Firestore, so a shared cache may keep them only briefly (an area an
  // admin adds or deletes shows within a minute); an answer that asked Google needed App Check and is never
  // cached, so no cache answers a request that did not pass it.
  res.set('Cache-Control', q.google ? 'private, no-store' : 'public, max-age=60').json(result);
});

placesRouter.get('/google/:placeId', optionalAuth, async (req, res) => {
  const { placeId, sessionToken } = parse(
    z.object({ placeId: PlaceIdSchema, sessionToken: SessionTokenSchema }),
    { placeId: req.params.placeId, sessionToken: req.query.sessionToken },
    'place',
  );
  await requireAppCheck(req, res);
  res.set('Cache-Control', 'private, no-store').json(await resolveGooglePlace(placeId, sessionToken, gateFor(req)));
});
