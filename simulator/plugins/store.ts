import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StoreRegistry, type StoreRegistryOptions } from '../store/registry';
import type { Store } from '../store/store';

declare module 'fastify' {
  interface FastifyInstance {
    stores: StoreRegistry;
  }
  interface FastifyRequest {
    /** this request's simulator session store (opened and seeded on first use) */
    readonly store: Store;
  }
}

export const storePlugin = fp(
  async (app: FastifyInstance, options: StoreRegistryOptions) => {
    const stores = new StoreRegistry(options);
    app.decorate('stores', stores);
    // A getter: requests that never touch data (docs, static files) never open a store.
    app.decorateRequest('store', {
      getter() {
        return stores.get(this.simSession);
      },
    });
    app.addHook('onClose', async () => stores.closeAll());
  },
  { name: 'store', dependencies: ['sim-session'] },
);
