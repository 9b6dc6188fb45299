import { createStore } from 'jotai';

/**
 * The one jotai store of the console. The app's <Provider> uses it, and services that run outside
 * React (the API client's 401 handling, `t()` for toasts) read and write the same atoms through it.
 */
export const appStore = createStore();
