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
  dropped: number;
  partial: number;
  droppedPct: number;
  /** Wall time of the main thread's tasks, and the CPU time they used (on a busy machine the first grows). */
  mainMs: number;
  mainCpuMs: number;
  medianWindowMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0;
};

/**
 * Frames: the compositor's PipelineReporter, one per frame it began, with its fate: presented whole, presented in part
 * (the main thread's update missed it), dropped, or nothing to update. Frames that had something to show count.
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
    main: [] as number[],
    cpu: [] as number[],
    length: [] as number[],
  };
  for (let i = 0; i < count; i++) {
    const s = mark(`${prefix}-${i}-${from}`)?.ts;
    const e = mark(`${prefix}-${i}-${to}`)?.ts;
    if (s === undefined || e === undefined) throw new Error(`window ${prefix}-${i} is not marked`);
    let frames = 0;
    let dropped = 0;
    let partial = 0;
    for (const r of reports) {
      if (r.ts < s || r.ts > e) continue;
      const state =
        (r.args?.frame_reporter as { state?: string } | undefined)?.state ??
        (r.args?.chrome_frame_reporter as { state?: string } | undefined)?.state;
      if (state === 'STATE_NO_UPDATE_DESIRED') continue;
      frames++;
      if (state === 'STATE_DROPPED') dropped++;
      if (state === 'STATE_PRESENTED_PARTIAL') partial++;
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
    droppedPct: frames ? (dropped / frames) * 100 : 0,
    mainMs: mean(per.main),
    mainCpuMs: mean(per.cpu),
    medianWindowMs: median(per.length),
  };
}
