import { devicesBench } from './devices';

// `npx tsx bench/devices-main.ts`: the device benchmarks alone (npm run bench runs them too).
devicesBench().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
