// Seed 004 ("CUDA atomics: a practical analysis"): how long an operation stalls a work-item.
// latency: load, store, load_store (read-modify-write by hand), red (atomic, result ignored),
// atomic (result used) and software (software_atom_add, result used) under the seed's three
// patterns (all conflicts: one word per compute unit, i.e. group g on word g mod compute units,
// since OpenCL does not say which unit runs a group; uncoalesced: one word per work-item, 128
// bytes apart; coalesced: consecutive words), at low occupancy (one wave per compute unit) and
// at the co-resident limit. latency-delay: the same with 50 dependent multiply-adds between two
// operations. adjacent: lanes 0-7 of each wave at words 4 KiB apart, each wave of a group `offset`
// bytes further, offsets 0 B .. 4 KiB. Kernels: kernels/bench/latency.cl. Each row is the median
// and min..max over the work-items (and repetitions) of their time per round, in ns, from the
// device's cycle counter where it has one (the timing column names it), else the kernel time
// divided by the rounds. Every value is checked: the words against the host's count, the values
// an operation returned (sums and sums of squares per word), the delay chain.
#include <algorithm>
#include <sstream>

#include "bench.hpp"
#include "latency_clock.hpp"

namespace bench {
namespace {

using latency::ClockKind;
using latency::Reading;

// LAT_* in kernels/bench/latency.cl.
enum class Pattern : cl_uint { AllConflicts = 0, Uncoalesced = 1, Coalesced = 2, Adjacent = 3 };
constexpr cl_uint kLineWords = 32, kAdjacentLanes = 8, kPageWords = 1024, kRegionWords = 16384;
constexpr cl_uint kIdle = 0xffffffffu;
constexpr cl_uint kAdjacentWaves = 8;
constexpr cl_uint kDelay = 50;         // multiply-adds between two operations in latency-delay
constexpr cl_uint kDelayAdd = 0x9e37;  // x = x * 1 + kDelayAdd: a chain the compiler cannot fold

const char *pattern_name(Pattern p)
{
    switch (p) {
    case Pattern::AllConflicts: return "all-conflicts";
    case Pattern::Uncoalesced: return "uncoalesced";
    case Pattern::Coalesced: return "coalesced";
    case Pattern::Adjacent: break;
    }
    return "adjacent";
}

enum class Op { Load, Store, LoadStore, Red, Atomic, Software };
struct OpInfo {
    Op op;
    const char *name;  // the row's variant and the kernel lat_<name>
    const char *note;
};
const OpInfo kOps[] = {
    {Op::Load, "load", "value waited for"},
    {Op::Store, "store", "issue only: no value to wait for"},
    {Op::LoadStore, "load_store", "load, add 1, store; value waited for"},
    {Op::Red, "red", "atomic_add, result ignored: issue only"},
    {Op::Atomic, "atomic", "atomic_add, result waited for"},
    {Op::Software, "software", "software_atom_add, result waited for"},
};

// Which word each work-item works on: lat_word in latency.cl.
struct Layout {
    Pattern pattern = Pattern::AllConflicts;
    cl_uint param = 1;  // compute units (all conflicts) or the offset in words (adjacent)
    cl_uint wave = 1;   // adjacent: work-items per wave
    std::size_t groups = 1, local = 1;

    std::size_t items() const { return groups * local; }
    cl_uint word(std::size_t gid) const
    {
        const std::size_t group = gid / local, lid = gid % local;
        switch (pattern) {
        case Pattern::AllConflicts: return cl_uint(group % param) * kLineWords;
        case Pattern::Uncoalesced: return cl_uint(gid) * kLineWords;
        case Pattern::Coalesced: return cl_uint(gid);
        case Pattern::Adjacent: break;
        }
        const cl_uint lane = cl_uint(lid % wave), w = cl_uint(lid / wave);
        return lane < kAdjacentLanes ? cl_uint(group) * kRegionWords + lane * kPageWords + w * param : kIdle;
    }
    std::size_t words() const
    {
        switch (pattern) {
        case Pattern::AllConflicts: return std::size_t(param) * kLineWords;
        case Pattern::Uncoalesced: return items() * kLineWords;
        case Pattern::Coalesced: return items();
        case Pattern::Adjacent: break;
        }
        return groups * kRegionWords;
    }
};

// One row's launch: the layout, rounds per work-item, multiply-adds between two operations.
struct Setup {
    Layout layout;
    cl_uint rounds = 1;
    cl_uint delay = 0;  // a multiple of 10 (lat_delay)
};

cl_uint initial_word(std::size_t w) { return cl_uint((w * 7 + 3) & 0xffffu); }

// Sum and sum of squares of start, start + 1, ..., start + count - 1 (wrapping like the kernel).
std::pair<cl_uint, cl_uint> run_sums(cl_uint start, std::uint64_t count)
{
    cl_uint sum = 0, sq = 0;
    for (std::uint64_t k = 0; k < count; ++k) {
        const cl_uint v = start + cl_uint(k);
        sum += v;
        sq += v * v;
    }
    return {sum, sq};
}

// The work-items of one word.
struct Range {
    const cl_uint *first = nullptr, *last = nullptr;
    const cl_uint *begin() const { return first; }
    const cl_uint *end() const { return last; }
    std::size_t size() const { return std::size_t(last - first); }
};

// Every active work-item's word, sorted by word (a word's work-items are consecutive).
struct Users {
    std::vector<cl_uint> words, gids;
};

Users users_by_word(const Layout &l)
{
    std::vector<std::pair<cl_uint, cl_uint>> pairs;
    for (std::size_t g = 0; g < l.items(); ++g)
        if (l.word(g) != kIdle) pairs.push_back({l.word(g), cl_uint(g)});
    std::sort(pairs.begin(), pairs.end());
    Users u;
    u.words.reserve(pairs.size());
    u.gids.reserve(pairs.size());
    for (const auto &[w, g] : pairs) {
        u.words.push_back(w);
        u.gids.push_back(g);
    }
    return u;
}

std::string at(const char *what, std::size_t i) { return std::string(what) + "[" + std::to_string(i) + "]"; }

// The value one word must hold after the launch, given who worked on it ("" when it does).
std::string check_word(Op op, const Setup &s, std::size_t w, Range users, cl_uint got)
{
    const cl_uint init = initial_word(w);
    const std::uint64_t total = std::uint64_t(users.size()) * s.rounds;
    const auto said = [&](const std::string &expected) {
        return at("word", w) + " = " + std::to_string(got) + ", expected " + expected;
    };
    switch (op) {
    case Op::Load:
        return got == init ? "" : said(std::to_string(init));
    case Op::Store:
        for (cl_uint g : users)
            if (got == ((cl_uint(g) << 8) | ((s.rounds - 1) & 255u))) return "";
        return said("the last store of one of its " + std::to_string(users.size()) + " work-items");
    case Op::LoadStore:
        if (users.size() == 1) return got == init + s.rounds ? "" : said(std::to_string(init + s.rounds));
        // Racing read-modify-writes lose updates, but every value stored was read + 1.
        return got > init && got <= init + total ? "" : said("in " + std::to_string(init + 1) + ".." + std::to_string(init + total));
    case Op::Red:
    case Op::Atomic:
    case Op::Software: break;
    }
    return got == init + cl_uint(total) ? "" : said(std::to_string(init + cl_uint(total)));
}

// The delay chain's xor: x starts at the global id, each round adds delay * kDelayAdd.
cl_uint expected_mix(std::size_t gid, const Setup &s)
{
    cl_uint x = cl_uint(gid), mix = 0;
    for (cl_uint it = 0; it < s.rounds; ++it) {
        x += s.delay * kDelayAdd;
        mix ^= x;
    }
    return mix;
}

// The values the operations returned, per word: a load sees the initial value every round; the
// atomic forms see init, init + 1, ... once each over all their work-items; racing load_stores
// see values in init .. init + total - 1.
std::string check_values(Op op, const Setup &s, std::size_t w, Range users, const std::vector<cl_uint> &sink)
{
    const cl_uint init = initial_word(w);
    const std::uint64_t total = std::uint64_t(users.size()) * s.rounds;
    cl_uint sum = 0, sq = 0;
    for (cl_uint g : users) {
        sum += sink[3 * g];
        sq += sink[3 * g + 1];
    }
    std::pair<cl_uint, cl_uint> want{0, 0};
    switch (op) {
    case Op::Store:
    case Op::Red: break;
    case Op::Load: want = {init * cl_uint(total), init * init * cl_uint(total)}; break;
    case Op::LoadStore:
        if (users.size() > 1) {
            const std::uint64_t most = std::uint64_t(s.rounds) * (init + total - 1);
            for (cl_uint g : users)
                if (most < (std::uint64_t(1) << 32) && (sink[3 * g] < s.rounds * init || sink[3 * g] > most))
                    return at("sum of values", g) + " = " + std::to_string(sink[3 * g]) + ", outside the values the word held";
            return "";
        }
        want = run_sums(init, s.rounds);
        break;
    case Op::Atomic:
    case Op::Software: want = run_sums(init, total); break;
    }
    if (sum == want.first && sq == want.second) return "";
    return "values returned at " + at("word", w) + ": sum " + std::to_string(sum) + ", squares " + std::to_string(sq) +
           ", expected " + std::to_string(want.first) + ", " + std::to_string(want.second);
}

std::string check_launch(Op op, const Setup &s, const std::vector<cl_uint> &memory, const std::vector<cl_uint> &sink)
{
    const Layout &l = s.layout;
    for (std::size_t g = 0; g < l.items(); ++g) {
        if (l.word(g) == kIdle) {
            if (sink[3 * g] || sink[3 * g + 1] || sink[3 * g + 2]) return "idle " + at("work-item", g) + " wrote a value";
        } else if (sink[3 * g + 2] != expected_mix(g, s)) {
            return at("delay chain", g) + " = " + std::to_string(sink[3 * g + 2]) + ", expected " + std::to_string(expected_mix(g, s));
        }
    }
    const Users users = users_by_word(l);
    std::size_t next = 0;  // the first user of the next touched word
    for (std::size_t w = 0; w < memory.size(); ++w) {
        if (next == users.words.size() || users.words[next] != w) {
            if (memory[w] != initial_word(w)) return "untouched " + at("word", w) + " changed";
            continue;
        }
        std::size_t last = next;
        while (last < users.words.size() && users.words[last] == w) ++last;
        const Range r{users.gids.data() + next, users.gids.data() + last};
        next = last;
        std::string why = check_word(op, s, w, r, memory[w]);
        if (why.empty()) why = check_values(op, s, w, r, sink);
        if (!why.empty()) return why;
    }
    return "";
}

std::string counter_name(const Bench &b)
{
    switch (b.traits().family) {
    case swatomic::DeviceFamily::Nvidia: return "clock64";
    case swatomic::DeviceFamily::Amd: return "s_memtime";
    case swatomic::DeviceFamily::Pocl:
    case swatomic::DeviceFamily::Other: break;
    }
    return b.traits().type & CL_DEVICE_TYPE_CPU ? "rdtsc" : "counter";
}

// One launch's samples (ns per round) from its clock readings; `kind` becomes the clock used.
std::vector<double> launch_samples(const Setup &s, const std::vector<cl_ulong> &clocks, double kernel_ns, ClockKind &kind)
{
    const Layout &l = s.layout;
    kind = ClockKind(clocks[3 * l.items()]);
    std::vector<Reading> readings;
    for (std::size_t g = 0; g < l.items(); ++g)
        if (l.word(g) != kIdle) readings.push_back({clocks[3 * g], clocks[3 * g + 1], clocks[3 * g + 2]});
    if (kind != ClockKind::None && std::isnan(latency::ns_per_tick(kind, readings, kernel_ns))) kind = ClockKind::None;
    return latency::round_samples(kind, readings, s.rounds, kernel_ns);
}

void set_args(cl::Kernel &k, const Setup &s, const cl::Buffer &memory, const cl::Buffer &sink, const cl::Buffer &clocks)
{
    k.setArg(0, memory);
    k.setArg(1, sink);
    k.setArg(2, clocks);
    k.setArg(3, cl_uint(s.layout.pattern));
    k.setArg(4, s.layout.param);
    k.setArg(5, s.layout.wave);
    k.setArg(6, s.rounds);
    k.setArg(7, s.delay);
    k.setArg(8, cl_uint(0));  // zero: the next round's word depends on this round's value
    k.setArg(9, cl_uint(1));  // a, b of the delay chain x = x * a + b
    k.setArg(10, kDelayAdd);
}

// Times one operation: the bench's own repetitions (measure / measure_coordinator), the clocks
// read after every launch, the samples of the timed launches (the warm-up's dropped).
Timing time_rounds(Bench &b, const Setup &s, Op op, const std::string &kernel)
{
    const Layout &l = s.layout;
    const std::size_t n = l.items();
    std::vector<cl_uint> before(l.words());
    for (std::size_t w = 0; w < before.size(); ++w) before[w] = initial_word(w);
    cl::Buffer memory = b.upload(before), sink = b.buffer(3 * n * sizeof(cl_uint)),
               clocks = b.buffer((3 * n + 1) * sizeof(cl_ulong));
    std::vector<std::vector<cl_ulong>> launches;
    auto reset = [&] { Bench::check(b.queue().enqueueWriteBuffer(memory, CL_TRUE, 0, before.size() * 4, before.data()), "write"); };
    auto read_clocks = [&] { launches.push_back(b.download<cl_ulong>(clocks, 3 * n + 1)); };
    auto verify = [&] {
        const std::string why = check_launch(op, s, b.download<cl_uint>(memory, before.size()), b.download<cl_uint>(sink, 3 * n));
        if (!why.empty()) throw WrongResult(why);
    };
    const swatomic::Program &p = b.program("latency");
    cl::Kernel k = p.kernel(kernel);
    set_args(k, s, memory, sink, clocks);
    Timing t = op == Op::Software
                   ? b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, l.groups, l.local); read_clocks(); }, verify)
                   : b.measure(reset, [&] { cl::Event e = b.enqueue(k, n, l.local); read_clocks(); return e; }, verify);
    const std::vector<double> &kernel_ms = t.event_ms.empty() ? t.host_ms : t.event_ms;
    launches.erase(launches.begin());  // the warm-up
    ClockKind kind = ClockKind::None;
    for (std::size_t r = 0; r < launches.size() && r < kernel_ms.size(); ++r) {
        const auto samples = launch_samples(s, launches[r], kernel_ms[r] * 1e6, kind);
        t.values.insert(t.values.end(), samples.begin(), samples.end());
    }
    t.clock = latency::clock_name(kind, counter_name(b));
    std::ostringstream note;
    note << "kernel " << median(kernel_ms) << " ms";
    if (kind == ClockKind::None) note << ", no device clock: kernel time / rounds";
    if (!t.note.empty()) note << "; " << t.note;
    t.note = note.str();
    return t;
}

cl_uint rounds_for(const Bench &b)
{
    switch (b.scale()) {
    case Scale::Smoke: return 4;
    case Scale::Quick: return 8;
    case Scale::Full: break;
    }
    return 64;
}

Variant op_variant(Bench &b, const Setup &s, const OpInfo &info)
{
    std::string skip;
    if (info.op == Op::Software) skip = b.coordinator_skip(s.layout.items() * s.rounds);
    return {info.name, skip, [&b, s, info] { return time_rounds(b, s, info.op, std::string("lat_") + info.name); }, info.note};
}

struct Occupancy {
    std::string name;
    std::size_t groups, local;
};

// Low: one wave per compute unit (on a CPU device, where a wave is one work-item, one group of
// the full size: another local size would compile the software kernel once more); full: the
// co-resident limit beside the coordinators, so the software rows run the same requesting
// groups as the others.
std::vector<Occupancy> latency_occupancies(Bench &b)
{
    const auto &t = b.traits();
    const bool cpu = t.type & CL_DEVICE_TYPE_CPU;
    const std::size_t full_local = std::min<std::size_t>(cpu ? 64 : 256, t.max_work_group_size);
    const std::size_t wave = cpu ? full_local : std::min(std::max<std::size_t>(t.slot_width, 32), t.max_work_group_size);
    std::vector<Occupancy> out;
    const std::size_t low_limit = b.coordinator_groups("latency", "lat_software", wave);
    if (low_limit) out.push_back({"low", std::min(cpu ? 1 : t.compute_units, low_limit), wave});
    const std::size_t full_limit = b.coordinator_groups("latency", "lat_software", full_local);
    if (full_limit) out.push_back({"full", full_limit, full_local});
    return out;
}

void run_latency(Bench &b, const Experiment &e, cl_uint delay)
{
    const std::size_t units = b.traits().compute_units;
    Setup s;
    s.rounds = rounds_for(b);
    s.delay = delay;
    for (const Occupancy &o : latency_occupancies(b)) {
        for (Pattern p : {Pattern::AllConflicts, Pattern::Uncoalesced, Pattern::Coalesced}) {
            s.layout = Layout{p, cl_uint(units), 1, o.groups, o.local};
            Case c;
            c.label = std::string(pattern_name(p)) + " " + o.name + " " + std::to_string(o.groups) + "x" + std::to_string(o.local);
            c.series = pattern_name(p);
            c.x = double(o.groups * o.local) / double(units);
            c.x_name = "work-items per compute unit";
            c.items = double(s.layout.items());
            c.baseline = "load_store";
            std::vector<Variant> vs;
            for (const OpInfo &info : kOps) vs.push_back(op_variant(b, s, info));
            b.run_case(e, c, std::move(vs));
        }
    }
}

std::vector<cl_uint> adjacent_offsets(const Bench &b)
{
    if (b.scale() == Scale::Smoke) return {0, 32, 4096};
    return {0, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096};
}

void run_adjacent(Bench &b, const Experiment &e)
{
    const auto &t = b.traits();
    const cl_uint wave = cl_uint(std::max<std::size_t>(t.slot_width, kAdjacentLanes));
    const std::size_t local = std::min<std::size_t>(kAdjacentWaves * wave, t.max_work_group_size);
    Setup s;
    s.rounds = rounds_for(b);
    // The co-resident limit of the software form (coordinators included): the native kernels,
    // which need no more registers or local memory, fit as many.
    const swatomic::Program &p = b.program("latency");
    const std::size_t limit = b.coordinator().occupancy(p, p.kernel("lat_software"), local).max_groups;
    std::vector<Occupancy> occupancies{{"1 group per CU", std::min(t.compute_units, limit), local}};
    if (limit > t.compute_units) occupancies.push_back({"co-resident limit", limit, local});
    const OpInfo *ops[] = {&kOps[2], &kOps[3], &kOps[4]};  // load_store, red, atomic
    for (const Occupancy &o : occupancies) {
        for (cl_uint offset : adjacent_offsets(b)) {
            s.layout = Layout{Pattern::Adjacent, offset / 4, wave, o.groups, o.local};
            Case c;
            c.label = "offset " + std::to_string(offset) + " B, " + o.name + " " + std::to_string(o.groups) + "x" +
                      std::to_string(o.local);
            c.series = std::to_string(o.local / wave * o.groups / std::max<std::size_t>(1, t.compute_units)) + " waves/CU";
            c.x = double(offset);
            c.x_name = "offset from a 4 KiB boundary (bytes)";
            c.items = double(o.groups * kAdjacentLanes * (o.local / wave));
            c.baseline = "load_store";
            std::vector<Variant> vs;
            for (const OpInfo *info : ops) vs.push_back(op_variant(b, s, *info));
            b.run_case(e, c, std::move(vs));
        }
    }
}

Registrar latency_exp{{"latency", "seed 004 stall per operation",
                       "ns per round of load, store, load_store, red, atomic, software: all conflicts, uncoalesced, "
                       "coalesced; one wave per compute unit and the co-resident limit",
                       [](Bench &b, const Experiment &e) { run_latency(b, e, 0); }, false, 50, "ns"}};
Registrar latency_delay{{"latency-delay", "seed 004 delays between accesses",
                         "as latency, with 50 dependent multiply-adds between two operations (ns per round)",
                         [](Bench &b, const Experiment &e) { run_latency(b, e, kDelay); }, false, 51, "ns"}};
Registrar adjacent{{"adjacent", "seed 004 adjacent addresses",
                    "lanes 0-7 of each wave 4 KiB apart, waves offset 0 B .. 4 KiB: ns per round, atomics against "
                    "load_store",
                    run_adjacent, false, 52, "ns"}};

}  // namespace
}  // namespace bench
