/** Frame and main-thread figures of windows marked in a Chromium trace (performance.mark `<prefix>-<i>-<from|to>`). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event: what the thread really ran, without the time it waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export interface WindowStats {
  /** Averages per window. */
  frames: number;
  /** Dropped frames that affect smoothness (Chromium's metric), and how many of them were shown without the main
   * thread's update (partial) rather than not at all. */
  dropped: number;
  partial: number;
  /** Every frame not shown, whether or not anything was moving (the old, noisy count). */
  droppedAny: number;
  droppedPct: number;
  /** Wall time of the main thread's tasks, and the CPU time they used (on a busy machine the first grows). */
  mainMs: number;
  mainCpuMs: number;
  medianWindowMs: number;
}

interface FrameReport {
  state?: string;
  frame_source?: number;
  frame_sequence?: number;
  affects_smoothness?: boolean;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0;
};

/**
 * Frames: the compositor's PipelineReporter events, read the way Chromium's own dropped-frame metric reads them.
 * - One frame per vsync: a BeginFrame can have several reporters (a FORKED one when the main thread's update spans
 *   more than one vsync, BACKFILL ones for vsyncs the compositor skipped), so reporters are grouped by the frame's
 *   (source, sequence) and each vsync counts once. A frame counts when something wanted an update in it.
 * - Dropped: a frame whose reporter says `affects_smoothness` — Chromium's FrameInfo::IsDroppedAffectingSmoothness:
 *   the frame was dropped (or shown without the main thread's update) while an animation, a scroll or a rAF loop was
 *   expected to be smooth. A frame that was "dropped" while nothing moved (a clock's text, a tooltip) is no jank a
 *   player can see: it is counted apart as `droppedAny`, not as dropped.
 * Main thread: the renderer main thread's top-level tasks (ThreadControllerImpl::RunTask), clipped to the window, as
 * wall time and as thread (CPU) time.
 */
export function summarise(events: TraceEvent[], prefix: string, count: number, from = 'start', to = 'end'): WindowStats {
  const mark = (name: string) => events.find((e) => e.name === name && (e.cat ?? '').includes('blink.user_timing'));
  const first = mark(`${prefix}-0-start`);
  if (!first) throw new Error(`no marks ${prefix}-0-start in the trace`);
  const pid = first.pid;
  const mainTid =
    events.find((e) => e.pid === pid && e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain')?.tid ??
    first.tid;
  const reports = events.filter((e) => e.pid === pid && e.name === 'PipelineReporter' && e.ph === 'b');
  const tasks = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask');
  const per = {
    frames: [] as number[],
    dropped: [] as number[],
    partial: [] as number[],
    droppedAny: [] as number[],
    main: [] as number[],
    cpu: [] as number[],
    length: [] as number[],
  };
  for (let i = 0; i < count; i++) {
    const s = mark(`${prefix}-${i}-${from}`)?.ts;
    const e = mark(`${prefix}-${i}-${to}`)?.ts;
    if (s === undefined || e === undefined) throw new Error(`window ${prefix}-${i} is not marked`);
    const byFrame = new Map<string, FrameReport[]>();
    for (const r of reports) {
      if (r.ts < s || r.ts > e) continue;
      const report = (r.args?.frame_reporter ?? r.args?.chrome_frame_reporter ?? {}) as FrameReport;
      const key = `${report.frame_source ?? '?'}:${report.frame_sequence ?? r.ts}`;
      const list = byFrame.get(key);
      if (list) list.push(report);
      else byFrame.set(key, [report]);
    }
    let frames = 0;
    let dropped = 0;
    let partial = 0;
    let droppedAny = 0;
    for (const list of byFrame.values()) {
      if (list.every((r) => r.state === 'STATE_NO_UPDATE_DESIRED')) continue;
      frames++;
      const shown = list.some((r) => r.state === 'STATE_PRESENTED_ALL' || r.state === 'STATE_PRESENTED_PARTIAL');
      if (!shown) droppedAny++;
      if (list.some((r) => r.affects_smoothness)) {
        dropped++;
        if (shown) partial++;
      }
    }
    let main = 0;
    let cpu = 0;
    for (const t of tasks) {
      const from = Math.max(t.ts, s);
      const to = Math.min(t.ts + (t.dur ?? 0), e);
      if (to <= from) continue;
      main += to - from;
      // a task cut by the window counts its CPU time in proportion
      cpu += (t.tdur ?? t.dur ?? 0) * ((to - from) / Math.max(1, t.dur ?? 1));
    }
    per.frames.push(frames);
    per.dropped.push(dropped);
    per.partial.push(partial);
    per.droppedAny.push(droppedAny);
    per.main.push(main / 1000);
    per.cpu.push(cpu / 1000);
    per.length.push((e - s) / 1000);
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const frames = mean(per.frames);
  const dropped = mean(per.dropped);
  return {
    frames,
    dropped,
    partial: mean(per.partial),
    droppedAny: mean(per.droppedAny),
    droppedPct: frames ? (dropped / frames) * 100 : 0,
    mainMs: mean(per.main),
    mainCpuMs: mean(per.cpu),
    medianWindowMs: median(per.length),
  };
}

/** The mean of several windows' figures (windows traced apart, e.g. one trace per seeded big win). */
export function meanOf(all: WindowStats[]): WindowStats {
  const m = (f: (s: WindowStats) => number) => all.reduce((a, s) => a + f(s), 0) / Math.max(1, all.length);
  const frames = m((s) => s.frames);
  const dropped = m((s) => s.dropped);
  return {
    frames,
    dropped,
    partial: m((s) => s.partial),
    droppedAny: m((s) => s.droppedAny),
    droppedPct: frames ? (dropped / frames) * 100 : 0,
    mainMs: m((s) => s.mainMs),
    mainCpuMs: m((s) => s.mainCpuMs),
    medianWindowMs: median(all.map((s) => s.medianWindowMs)),
  };
}
