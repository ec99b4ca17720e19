#!/usr/bin/env python3
"""Runs a command and prints the CPU seconds used by it and all its
descendants (Chromium included), sampled from /proc every 50 ms.
Usage: python3 scripts/cputree.py -- node --test tests/x.test.mjs"""
import os, subprocess, sys, time
argv = sys.argv[1:]
if argv and argv[0] == '--': argv = argv[1:]
tick = os.sysconf('SC_CLK_TCK')
start = time.time()
proc = subprocess.Popen(argv, start_new_session=True)
seen = {}  # (pid, starttime) -> cpu ticks
def scan():
    kids = {}
    for d in os.listdir('/proc'):
        if not d.isdigit(): continue
        try:
            s = open(f'/proc/{d}/stat').read()
        except OSError:
            continue
        r = s.rsplit(')', 1)[1].split()
        # r[0]=state r[1]=ppid r[3]=pgrp r[4]=session ... utime=r[11] stime=r[12] starttime=r[19]
        kids[int(d)] = (int(r[1]), int(r[4]), int(r[11]) + int(r[12]), int(r[19]))
    return kids
while True:
    procs = scan()
    # descendants: by session id (new session) or ancestry
    tree = {proc.pid}
    changed = True
    while changed:
        changed = False
        for pid, (ppid, sid, cpu, st) in procs.items():
            if pid not in tree and (ppid in tree or sid == proc.pid):
                tree.add(pid); changed = True
    for pid in tree:
        if pid in procs:
            ppid, sid, cpu, st = procs[pid]
            seen[(pid, st)] = max(seen.get((pid, st), 0), cpu)
    if proc.poll() is not None:
        break
    time.sleep(0.05)
total = sum(seen.values()) / tick
print(f'cputree: {total:.1f} CPU-s in {time.time()-start:.1f} s wall, exit {proc.returncode}, {len(seen)} processes', file=sys.stderr)
sys.exit(proc.returncode)
