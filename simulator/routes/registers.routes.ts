import type { FastifyInstance } from 'fastify';
import { customerRoutes } from './customers.routes';
import { transporterRoutes } from './transporters.routes';
import { userPickerRoutes } from './user-picker.routes';

/**
 * Registers of the orders area: company customers (doc 2 §2 "Customers page"), transporters
 * (couriers, `/courrier`, doc 2 §2 "Transporters list", §5), and the user list the pickers use
 * (doc 2 §2 "user-assignment picker", §6 "Mechanic choices are active users of type MECHANIC").
 * Each in its own file; registered together here.
 */
export async function registersRoutes(app: FastifyInstance) {
  customerRoutes(app);
  transporterRoutes(app);
  userPickerRoutes(app);
}
