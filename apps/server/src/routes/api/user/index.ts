import type { FastifyInstance } from 'fastify';

/** `/api/user/*`: the logged-in user's own things. */
export default async function userArea(_app: FastifyInstance): Promise<void> {}
