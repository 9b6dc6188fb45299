/** A simulator session's name as `x-sim-session` carries it, and a snapshot's name (DESIGN §5):
 * the simulator refuses another with 400; the control page checks a typed one with the same rule. */
export const SIM_SESSION_NAME = /^[A-Za-z0-9._:-]{1,64}$/;
