import { useLingui } from '@lingui/react';
import { Center, Loader } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Project } from '@vantage/contracts';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from './project-collection.module.css';
import { ProjectItem, type ProjectsView } from './project-item';
import type { ProjectActionHandlers } from './use-project-actions';

type Props = {
  projects: Project[];
  total: number;
  view: ProjectsView;
  actions: ProjectActionHandlers;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

/**
 * Height of one row of each view, gap included: rows have a fixed height so that nothing
 * needs measuring while 10,000 projects scroll by.
 */
export const ROW_HEIGHT: Record<ProjectsView, number> = { list: 49, rows: 98, cards: 246 };
const ROW_GAP: Record<ProjectsView, number> = { list: 0, rows: 8, cards: 16 };
const MIN_CARD_WIDTH = 240;
const CARD_GAP = ROW_GAP.cards;

export function cardColumns(width: number): number {
  if (width <= 0) return 1;
  return Math.max(1, Math.floor((width + CARD_GAP) / (MIN_CARD_WIDTH + CARD_GAP)));
}

/** Where the list starts in the page, so the window virtualizer knows what is in view. */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    // Panels above the list (incoming transfers) may grow after it is drawn.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}

/**
 * The element's width, known before the first paint (a layout effect, then a ResizeObserver):
 * cards laid out in one column first and in four a frame later would all jump (a layout
 * shift of 0.37 on /dash/projects).
 */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The projects, drawn only where the window shows them (spec: a subscription with 10,000
 * projects must stay usable). Pages load from the server as the end comes into view. Cards
 * are laid out in rows of as many columns as fit.
 */
export function ProjectCollection({
  projects,
  total,
  view,
  actions,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: Props) {
  const { i18n } = useLingui();
  const sizeRef = useRef<HTMLDivElement>(null);
  const width = useWidth(sizeRef);
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useOffsetTop(listRef);
  const columns = view === 'cards' ? cardColumns(width) : 1;
  const rowCount = Math.ceil(projects.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT[view],
    overscan: view === 'cards' ? 3 : 10,
    // Let React batch the redraws of a fast scroll instead of drawing each scroll event at
    // once: new rows mount in the next frame, not inside the scroll handler.
    useFlushSync: false,
    scrollMargin,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastIndex = virtualRows.at(-1)?.index ?? -1;

  useEffect(() => {
    // A few rows before the end, ask for the next page.
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rowCount - 3) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastIndex, rowCount, fetchNextPage]);

  const gap = ROW_GAP[view];
  const itemHeight = ROW_HEIGHT[view] - gap;
  // Each project is placed by itself (row from the virtualizer, column from its position),
  // so the list stays one <ul> of <li> whatever the view.
  const placed = virtualRows.flatMap((row) =>
    projects.slice(row.index * columns, row.index * columns + columns).map((project, column) => ({
      project,
      position: row.index * columns + column,
      top: row.start - virtualizer.options.scrollMargin,
      column,
    })),
  );
  const columnWidth = `(100% - ${(columns - 1) * gap}px) / ${columns}`;

  return (
    <div ref={sizeRef}>
      {view === 'list' && (
        <div className={classes.listHeader} aria-hidden>
          <span />
          <span>{i18n._('dash.members.name')}</span>
          <span className={classes.created}>{i18n._('dash.projects.sort.createdAt')}</span>
          <span>{i18n._('dash.log.status')}</span>
          <span>{i18n._('dash.members.actions')}</span>
        </div>
      )}
      <ul
        ref={listRef}
        aria-label={i18n._('dash.nav.projects')}
        data-view={view}
        className={classes.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {placed.map(({ project, position, top, column }) => (
          <li
            key={project.id}
            aria-label={project.name}
            aria-posinset={position + 1}
            aria-setsize={total}
            data-project-id={project.id}
            className={classes.item}
            style={{
              top,
              height: itemHeight,
              left: column === 0 ? 0 : `calc((${columnWidth} + ${gap}px) * ${column})`,
              width: `calc(${columnWidth})`,
            }}
          >
            <ProjectItem project={project} view={view} actions={actions} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Center py="md">
          <Loader role="status" size="sm" aria-label={i18n._('dash.projects.loadingMore')} />
        </Center>
      )}
    </div>
  );
}
