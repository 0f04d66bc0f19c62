/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file preloaded with --require */
// Preloaded into every node process of a profiled server (profilePage.ts, through NODE_OPTIONS, which
// refuses --cpu-prof): V8's CPU profiler, started by SIGUSR2 (after the warm-up, so start-up and JIT
// are not counted), the profile written to CPU_PROFILE_DIR when the process exits (Next exits on
// SIGTERM). The in-process inspector session answers synchronously, so the profile can be taken inside
// the 'exit' handler.
const fs = require('node:fs');
const path = require('node:path');
const inspector = require('node:inspector');

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  let started = false;
  process.on('SIGUSR2', () => {
    if (!started) session.post('Profiler.start');
    started = true;
  });
  process.on('exit', () => {
    if (started) session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
