import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { catalogRoutes } from './catalog.routes';
import { checklistsRoutes } from './checklists.routes';
import { companyRoutes } from './company.routes';
import { configureRoutes } from './configure.routes';
import { devicesRoutes } from './devices.routes';
import { downstreamRoutes } from './downstream.routes';
import { handlingHistoryRoutes } from './handling-history.routes';
import { importsRoutes } from './imports.routes';
import { inboundRoutes } from './inbound.routes';
import { npsRoutes } from './nps.routes';
import { npsAdminRoutes } from './nps-admin.routes';
import { orderAttachmentsRoutes } from './order-attachments.routes';
import { orderChangesRoutes } from './order-changes.routes';
import { orderEditsRoutes } from './order-edits.routes';
import { orderReadsRoutes } from './order-reads.routes';
import { packingRoutes } from './packing.routes';
import { pickingRoutes } from './picking.routes';
import { positionsRoutes } from './positions.routes';
import { registersRoutes } from './registers.routes';
import { salesChannelsRoutes } from './sales-channels.routes';
import { searchRoutes } from './search.routes';
import { storageRoutes } from './storage.routes';
import { usersRoutes } from './users.routes';
import { yardRoutes } from './yard.routes';

/** The platform API (docs/CONTRACTS.md), mounted under the API prefix (default /api). */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(configureRoutes);
  await app.register(searchRoutes);
  await app.register(npsRoutes);
  await app.register(usersRoutes);
  // orders area (issue 3)
  await app.register(orderReadsRoutes);
  await app.register(orderChangesRoutes);
  await app.register(orderEditsRoutes);
  await app.register(orderAttachmentsRoutes);
  await app.register(downstreamRoutes);
  await app.register(npsAdminRoutes);
  await app.register(catalogRoutes);
  await app.register(registersRoutes);
  await app.register(salesChannelsRoutes);
  await app.register(importsRoutes);
  await app.register(devicesRoutes);
  await app.register(handlingHistoryRoutes);
  // warehouse operations (issue 4, simulator/OPERATIONS-CONTRACT.md)
  await app.register(inboundRoutes);
  await app.register(storageRoutes);
  await app.register(pickingRoutes);
  await app.register(packingRoutes);
  await app.register(positionsRoutes);
  // yard docks and appointments (issue 16)
  await app.register(yardRoutes);
  await app.register(checklistsRoutes);
}
