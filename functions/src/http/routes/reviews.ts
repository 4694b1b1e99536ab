import { Router, type Request } from 'express';
import { z } from 'zod';
import { DocIdSchema } from '@kotastay/shared/schemas/ids';
import {
  CreateReviewBodySchema,
  FeaturedQuerySchema,
  HideBodySchema,
  ReplyBodySchema,
  ReportBodySchema,
  RestoreBodySchema,
} from '@kotastay/shared/schemas/review';
import { reportedReviews, setReviewVisibility } from '../../domain/reviews/moderation';
import { featuredReviews } from '../../domain/reviews/featured';
import { createReview, listPgReviews, listReviews, myReviewableStays, replyToReview, reportReview } from '../../domain/reviews/service';
import { callerOf, requireAuth, requireCurrentAdmin, requireCurrentOwner } from '../auth';
import { checkIdParams } from '../id-params';
import { parse } from '../validate';

// /api/reviews — reviews from verified stays (docs/decisions/090-reviews.md).

export const reviewsRouter: Router = Router();
checkIdParams(reviewsRouter, 'id');

// Answers change with every review written or hidden: never cached, so a student sees their own review at once.
const noStore = 'private, no-store';
const Cursor = z.string().min(1).max(500).optional();
const ListQuerySchema = z.object({ areaId: DocIdSchema.optional(), cursor: Cursor });
const PgQuerySchema = z.object({ pgId: DocIdSchema, cursor: Cursor });
const MineQuerySchema = z.object({ pgId: DocIdSchema.optional() });

const actorOf = (req: Request) => {
  const c = callerOf(req);
  return { uid: c.uid, role: c.role };
};
const idOf = (req: Request) => String(req.params.id);

reviewsRouter.get('/', async (req, res) => {
  const { areaId, cursor } = parse(ListQuerySchema, req.query, 'review query');
  res.set('Cache-Control', noStore).json(await listReviews(areaId, cursor));
});

// The landing page's testimonials (decision 202): public data only, the same for everyone, so cached for a while.
reviewsRouter.get('/featured', async (req, res) => {
  const { limit } = parse(FeaturedQuerySchema, req.query, 'featured reviews query');
  res.set('Cache-Control', 'public, max-age=300, s-maxage=600').json(await featuredReviews(limit));
});

reviewsRouter.get('/pg', async (req, res) => {
  const { pgId, cursor } = parse(PgQuerySchema, req.query, 'review query');
  res.set('Cache-Control', noStore).json(await listPgReviews(pgId, cursor));
});

reviewsRouter.get('/mine', requireAuth(), async (req, res) => {
  const { pgId } = parse(MineQuerySchema, req.query, 'review query');
  res.set('Cache-Control', noStore).json(await myReviewableStays(callerOf(req).uid, pgId));
});

reviewsRouter.get('/reported', ...requireCurrentAdmin(), async (_req, res) => {
  res.set('Cache-Control', noStore).json(await reportedReviews());
});

reviewsRouter.post('/', requireAuth(), async (req, res) => {
  const body = parse(CreateReviewBodySchema, req.body ?? {}, 'review');
  res.status(201).json(await createReview(actorOf(req), body));
});

reviewsRouter.post('/:id/reply', ...requireCurrentOwner(), async (req, res) => {
  const { text } = parse(ReplyBodySchema, req.body ?? {}, 'reply');
  res.json(await replyToReview(actorOf(req), idOf(req), text));
});

reviewsRouter.post('/:id/report', requireAuth(), async (req, res) => {
  const { reason } = parse(ReportBodySchema, req.body ?? {}, 'report');
  res.json(await reportReview(actorOf(req), idOf(req), reason));
});

reviewsRouter.post('/:id/hide', ...requireCurrentAdmin(), async (req, res) => {
  const { reason } = parse(HideBodySchema, req.body ?? {}, 'hide request');
  res.json(await setReviewVisibility(actorOf(req), idOf(req), true, reason));
});

reviewsRouter.post('/:id/restore', ...requireCurrentAdmin(), async (req, res) => {
  const { reason } = parse(RestoreBodySchema, req.body ?? {}, 'restore request');
  res.json(await setReviewVisibility(actorOf(req), idOf(req), false, reason ?? null));
});
