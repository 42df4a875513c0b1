import { Builder, Key, By } from 'selenium-webdriver';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const xvfb = spawn('Xvfb', [':79', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 1000));
const svc = spawn('/usr/bin/WebKitWebDriver', ['--port=4979'], {
  stdio: 'ignore',
  env: { ...process.env, DISPLAY: ':79' },
});
await new Promise((r) => setTimeout(r, 1500));
const d = await new Builder()
  .usingServer('http://127.0.0.1:4979')
  .withCapabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      args: ['--automation'],
    },
  })
  .build();
try {
  await d.manage().window().setRect({ width: 1280, height: 900 });
  await d.get('http://localhost:4311/contact');
  await new Promise((r) => setTimeout(r, 3000));
  // Show a toast the way the page does, through sonner on the page? Use the real flow: no EmailJS fake here, so emulate via the module
  const info = await d.executeScript(
    `const s = document.querySelector('section[aria-label^="Notifications"]'); const r = s?.getBoundingClientRect(); return s ? [s.outerHTML.slice(0,300), r.top, r.bottom, r.left, r.right, getComputedStyle(s).position] : 'none'`,
  );
  console.log(info);
} finally {
  await d.quit();
  svc.kill();
  xvfb.kill();
}
