import type { FastifyInstance } from 'fastify';

/** `/api/admin/*`: a business member's admin area, scoped to their business. */
export default async function adminArea(_app: FastifyInstance): Promise<void> {}
