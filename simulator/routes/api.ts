import type { FastifyInstance } from 'fastify';
import { changeFeedPlugin } from '../dashboard/change-feed';
import { authRoutes } from './auth.routes';
import { buildingsRoutes } from './buildings.routes';
import { catalogRoutes } from './catalog.routes';
import { categoriesRoutes } from './categories.routes';
import { checklistsRoutes } from './checklists.routes';
import { companyRoutes } from './company.routes';
import { companyLogoRoutes } from './company-logo.routes';
import { companySettingsRoutes } from './company-settings.routes';
import { conferenceRoutes } from './conference.routes';
import { configureRoutes } from './configure.routes';
import { crossdockingRoutes } from './crossdocking.routes';
import { dashboardChangesRoute, dashboardRoutes } from './dashboard.routes';
import { devicesRoutes } from './devices.routes';
import { downstreamRoutes } from './downstream.routes';
import { handlingHistoryRoutes } from './handling-history.routes';
import { importsRoutes } from './imports.routes';
import { inboundRoutes } from './inbound.routes';
import { integrationDataRoutes } from './integration-data.routes';
import { inventoryRoutes } from './inventory.routes';
import { inventoryPlanningRoutes } from './inventory-planning.routes';
import { inventoryReportRoutes } from './inventory-report.routes';
import { manufacturersRoutes } from './manufacturers.routes';
import { npsRoutes } from './nps.routes';
import { npsAdminRoutes } from './nps-admin.routes';
import { orderAttachmentsRoutes } from './order-attachments.routes';
import { orderChangesRoutes } from './order-changes.routes';
import { orderEditsRoutes } from './order-edits.routes';
import { orderReadsRoutes } from './order-reads.routes';
import { outboundRoutes } from './outbound.routes';
import { packingRoutes } from './packing.routes';
import { pickingRoutes } from './picking.routes';
import { positionHandlingRoutes } from './position-handling.routes';
import { positionsRoutes } from './positions.routes';
import { positionsRegisterRoutes } from './positions-register.routes';
import { productsRoutes } from './products.routes';
import { registersRoutes } from './registers.routes';
import { routeActionsRoutes } from './route-actions.routes';
import { routeFilesRoutes } from './route-files.routes';
import { routesRoutes } from './routes.routes';
import { salesChannelsRoutes } from './sales-channels.routes';
import { searchRoutes } from './search.routes';
import { stockRoutes } from './stock.routes';
import { storageRoutes } from './storage.routes';
import { usersRoutes } from './users.routes';
import { vehiclesRoutes } from './vehicles.routes';
import { warehousesRoutes } from './warehouses.routes';
import { yardRoutes } from './yard.routes';

/** The platform API (docs/CONTRACTS.md), mounted under the API prefix (default /api). */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(changeFeedPlugin); // issue 15: status times and the TV's change feed
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
  await app.register(integrationDataRoutes);
  await app.register(companyLogoRoutes);
  await app.register(devicesRoutes);
  await app.register(handlingHistoryRoutes);
  // warehouse operations (issue 4, simulator/OPERATIONS-CONTRACT.md)
  await app.register(inboundRoutes);
  await app.register(storageRoutes);
  await app.register(pickingRoutes);
  await app.register(packingRoutes);
  await app.register(positionsRoutes);
  // routes and delivery (issue 14)
  await app.register(routesRoutes);
  await app.register(routeActionsRoutes);
  await app.register(routeFilesRoutes);
  // registers (issue 12 part A)
  await app.register(vehiclesRoutes);
  await app.register(buildingsRoutes);
  await app.register(warehousesRoutes);
  // inventory counting and planning (issue 13)
  await app.register(inventoryPlanningRoutes);
  await app.register(inventoryRoutes);
  await app.register(inventoryReportRoutes);
  // dashboard, TV and company settings (issue 15)
  await app.register(companySettingsRoutes);
  await app.register(dashboardRoutes);
  await app.register(dashboardChangesRoute);
  // outbound, conference and the operation chain (issue 11, part A)
  await app.register(outboundRoutes);
  await app.register(conferenceRoutes);
  // products register and stock (issue 12 part B)
  await app.register(productsRoutes);
  await app.register(stockRoutes);
  await app.register(categoriesRoutes);
  await app.register(positionHandlingRoutes);
  await app.register(positionsRegisterRoutes);
  // yard docks and appointments (issue 16)
  await app.register(yardRoutes);
  // crossdocking (issue 11, ours: simulator/README.md "Crossdocking")
  await app.register(crossdockingRoutes);
  await app.register(checklistsRoutes);
  // the checklist's manufacturer picker (issue 16)
  await app.register(manufacturersRoutes);
}
