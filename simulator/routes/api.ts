import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { companyRoutes } from './company.routes';
import { configureRoutes } from './configure.routes';
import { npsRoutes } from './nps.routes';
import { searchRoutes } from './search.routes';
import { usersRoutes } from './users.routes';

/** The platform API (docs/CONTRACTS.md), mounted under the API prefix (default /api). */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(configureRoutes);
  await app.register(searchRoutes);
  await app.register(npsRoutes);
  await app.register(usersRoutes);
}
