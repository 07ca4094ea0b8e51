// Loaded into every test job's process by scripts/test-all.mjs (`node --import`). A job past its
// deadline gets SIGUSR2 before it is killed: it says what still holds it open — the spec reporter's
// lines above show whether its tests had ended (a handle left open) or one of them never returned.
process.on('SIGUSR2', () => {
  const open = process.getActiveResourcesInfo().filter((kind) => kind !== 'SignalWrap');
  process.stderr.write(`\n[test-all] past its deadline; still open: ${open.join(', ') || 'nothing'}\n`);
  process.exit(124);
});
