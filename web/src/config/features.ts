/**
 * Switches for parts of the product that are built on the client but wait for the server.
 *
 * SIMULATION_AVAILABLE: live practice sessions (POST /api/sessions and /simulation/{id}). While
 * false, the session-start modal lets people set up a session but shows a "opening soon" note in
 * place of the Start button, so nobody presses a button that cannot work.
 */
export const SIMULATION_AVAILABLE = false;
