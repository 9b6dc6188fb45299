import { scenariosCommand } from './command';

// npm run scenarios [-- options]: generated scenarios from every registered lifecycle machine,
// against an in-process simulator or a running one (--url) — README.md in this folder.
scenariosCommand(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
