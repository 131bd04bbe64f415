import type { FastifyRequest } from 'fastify';

/** The origin the reader reached this server at (`https://host`), for links and return addresses built on the server. */
export const requestOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.headers.host ?? 'localhost'}`;
