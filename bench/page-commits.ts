/**
 * Which components React renders in each commit of a cold page load ("find out
 * why"): a diagnosis, not a figure; it records nothing. Signs the demo owner in, opens the page
 * with a stand-in for React DevTools' hook (React calls it in production builds too) and
 * prints, per commit, its time and the components that rendered in it: fibers with
 * React's PerformedWork flag that were not in the previous commit's tree (a subtree React
 * skipped keeps its old fibers and their old flags, so those are left out).
 * Names are readable with a build that is not minified:
 *   (cd apps/web && npx vite build --minify false --outDir /tmp/dist-readable)
 *   WEB_DIST=/tmp/dist-readable node --import tsx bench/page-commits.ts [/dash/projects]
 */
import { withSignedInPage } from './browser-session.js';

const route = process.argv[2] ?? '/dash/projects';

/** Plain JavaScript: Playwright sends it as it is (tsx would add helpers the page lacks). */
const HOOK = `
  var commits = []; window.__vantageCommits = commits; var previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: function () { return 1; },
    onScheduleFiberRoot: function () {}, onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {}, checkDCE: function () {},
    onCommitFiberRoot: function (_id, root) {
      var work = {}; var total = 0; var seen = new WeakSet(); var roots = {};
      // parentWorked: whether the nearest component above rendered in this commit; a component
      // that rendered under one that did not is where the commit's work started (a state or
      // context change there).
      function visit(fiber, parentWorked) {
        while (fiber) {
          var t = fiber.type;
          seen.add(fiber);
          var isComponent = t && (typeof t === 'function' || typeof t === 'object');
          var worked = isComponent && (fiber.flags & 1) === 1 && !previous.has(fiber);
          if (worked) {
            var name = t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) ||
              (t.type && (t.type.displayName || t.type.name)) || '?';
            work[name] = (work[name] || 0) + 1; total += 1;
            if (!parentWorked) roots[name] = (roots[name] || 0) + 1;
          }
          if (fiber.child) visit(fiber.child, isComponent ? worked : parentWorked);
          fiber = fiber.sibling;
        }
      }
      visit(root.current.child, false);
      previous = seen;
      commits.push({ at: Math.round(performance.now()), work: work, total: total, roots: roots });
    },
  };
`;

type Commit = { at: number; work: Record<string, number>; total: number; roots: Record<string, number> };

async function main(): Promise<void> {
  await withSignedInPage(
    route,
    async (page, url) => {
      await page.addInitScript({ content: HOOK });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      const commits = (await page.evaluate('window.__vantageCommits')) as Commit[];
      const components = commits.reduce((sum, c) => sum + c.total, 0);
      console.log(`${route}: ${commits.length} commits, ${components} component renders`);
      for (const c of commits) {
        const names = Object.entries(c.work)
          .filter(([name]) => !name.startsWith('@mantine/'))
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, count]) => (count > 1 ? `${name}×${count}` : name))
          .join(' ');
        const roots = Object.entries(c.roots)
          .map(([name, count]) => (count > 1 ? `${name}×${count}` : name))
          .join(' ');
        console.log(`${String(c.at).padStart(6)} ms ${String(c.total).padStart(5)}  from ${roots}: ${names}`);
      }
    },
    { viewport: { width: 412, height: 823 } },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
