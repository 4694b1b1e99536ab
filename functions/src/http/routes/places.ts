import { Router } from 'express';
import { PlacesQuerySchema } from '@kotastay/shared/schemas/search';
import { z } from 'zod';
import { findPlaces, resolveGooglePlace } from '../../domain/places/service';
import { parse } from '../validate';

// /api/places — place search for the search bar and /location-search (docs/listing-model.md §Places).
export const placesRouter: Router = Router();

const SessionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'Use a session token of letters, digits and hyphens.')
  .optional();

placesRouter.get('/', async (req, res) => {
  const q = parse(PlacesQuerySchema.extend({ sessionToken: SessionTokenSchema }), req.query, 'place search');
  const { response: result, docsRead } = await findPlaces(q);
  res.set('X-Docs-Read', String(docsRead));
  // Local matches follow the catalogue in Firestore, so a shared cache may keep them only briefly (an area an
  // admin adds or deletes shows within a minute); Google ones are per-session and never cached.
  res.set('Cache-Control', result.google === 'used' ? 'private, no-store' : 'public, max-age=60').json(result);
});

placesRouter.get('/google/:placeId', async (req, res) => {
  const { placeId, sessionToken } = parse(
    z.object({
      placeId: z.string().regex(/^[A-Za-z0-9_-]{1,300}$/, 'This place id is not valid.'),
      sessionToken: SessionTokenSchema,
    }),
    { placeId: req.params.placeId, sessionToken: req.query.sessionToken },
    'place',
  );
  res.set('Cache-Control', 'private, no-store').json(await resolveGooglePlace(placeId, sessionToken));
});
