#!/usr/bin/env python3
"""Reads the requester stamps of phase-stamps.patch (SWATOMIC_EXP_STAMPS=2) from a
`swatomic-bench --timeline` log and prints, per coordinator row, each traced slot's phases in
us from the kernel's start: coordinator 0's start mark (99/99) is the reference, shifted by the
row's "coordinator 0 started at" figure. Usage: phase-stamps-parse.py BENCH_LOG"""
import re
import sys

for line in open(sys.argv[1]):
    if ' coordinator ' not in line or 'sweeps end at us' not in line:
        continue
    label = ' '.join(line.split(' coordinator ')[0].split())
    started = float(re.search(r'started at ([\d.]+) us', line).group(1))
    marks = re.findall(r'([\d.]+) \((\d+)/(\d+)\)', line.split('(finished/served):')[1])
    reference = [float(t) for t, phase, _ in marks if phase == '99']
    if not reference:
        continue
    slots = {}
    for t, phase, k in marks:
        if phase == '99' or float(t) == 0:  # 0: a mark nobody wrote in this launch
            continue
        slots.setdefault(k, []).append((int(phase), round(float(t) - reference[0] + started, 1)))
    print(label, ' '.join('slot%s: %s' % (k, ' '.join('%d=%s' % p for p in sorted(v))) for k, v in sorted(slots.items())))
