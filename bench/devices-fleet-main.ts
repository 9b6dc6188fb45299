import { fleetBench } from './devices-fleet';

// `npx tsx bench/devices-fleet-main.ts`: the fleet figure alone (npm run bench runs it too).
fleetBench().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
