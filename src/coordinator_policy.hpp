// How many coordinator groups a GPU launch gets when the user leaves the choice to the library
// (Coordinator::default_coordinator_groups): the one place this is tuned, with the measurements
// it came from.
#ifndef SWATOMIC_SRC_COORDINATOR_POLICY_HPP
#define SWATOMIC_SRC_COORDINATOR_POLICY_HPP

#include <algorithm>
#include <cstddef>

namespace swatomic::policy {

// One coordinator per this many co-resident request slots, at most kMaxCoordinators. H200 at the
// co-resident limit: 64 coordinators instead of this rule's 128 at 64 per group made fig8 and
// datadep (K >= 1) 1.5-1.7x slower; instead of its 116 at 256 per group, fig8 and datadep
// 1.08-1.18x faster but hist256 through the coordinator 1.35-1.55x and sum into 16 counters 1.7x
// slower (docs/PERFORMANCE.md, "What each coordinator mechanism is worth").
inline constexpr std::size_t kSlotsPerCoordinator = 64;
inline constexpr std::size_t kMaxCoordinators = 128;

// Where the user bounds the requests a group makes (LaunchOptions::requests_per_group: the
// accumulators' flushes), one coordinator per this many requests of the co-resident groups, but
// at least kMinCoordinatorsForRequests. Every coordinator takes a group's place beside the
// user's loop and slows its compute unit, and a few requests per group need few of them: H200,
// 928 groups of 256 flushing at the end of their loop (docs/PERFORMANCE.md, "Coordinator groups
// for a bounded number of requests"), 16 coordinators instead of 128 flushed sum 256M and dot
// 256M 1.13-1.15x and one-bin bins of 1 GiB 1.4x faster; at 256 bins a group, fewer than 128
// made the bins 1.18-2.8x slower. With the rows merged by the epilogue (no request), 16 against
// 1, 2, 4, 8 and 32: every other count was slower on sum, dot and hist256 (8: up to 1.10x, 32:
// 1.03-1.08x).
inline constexpr std::size_t kRequestsPerCoordinator = 512;
inline constexpr std::size_t kMinCoordinatorsForRequests = 16;

// Records a coordinator work-item holds at once (R; a pass takes up to local size x R from its
// slots): the largest R whose scratch keeps the co-resident groups, but at most
// max_records_per_item. Groups of 256 or more hold at most kRecordsPerItemLarge, a trade: H200,
// 256 per group, R = 2 against 3 and 4 (docs/PERFORMANCE.md, "Records a coordinator work-item
// holds"): the rows where a few variables take the requests (hist256 one bin, sorted keys,
// datadep K = 1 and 64) up to 1.15x faster, random keys through the coordinator up to 1.23x and
// hist256 skewed bytes 1.24x slower; at 512 per group R = 2 holds 1024 records a pass, which
// halved the passes of hist256's per-element requests ("Requests per element in larger groups").
// Smaller groups hold up to kQueueRecords records in all (64 per group: R = 4), as their local
// memory allows.
inline constexpr std::size_t kRecordsPerItemLarge = 2;
inline constexpr std::size_t kQueueRecords = 512;

// The most records a coordinator work-item may hold at `local_size` (at least 1, at most
// `kernel_most`, what the kernel holds).
inline std::size_t max_records_per_item(std::size_t local_size, std::size_t kernel_most)
{
    const std::size_t rule = std::max(kRecordsPerItemLarge, kQueueRecords / std::max<std::size_t>(local_size, 1));
    return std::clamp<std::size_t>(rule, 1, kernel_most);
}

// co_resident_slots: the request slots of the groups co-resident at the limit;
// co_resident_requests: the requests those groups make at most (0: no bound given).
inline std::size_t gpu_coordinator_groups(std::size_t co_resident_slots, std::size_t co_resident_requests)
{
    std::size_t n = std::clamp<std::size_t>(co_resident_slots / kSlotsPerCoordinator, 1, kMaxCoordinators);
    if (co_resident_requests != 0) {
        const std::size_t for_requests = (co_resident_requests + kRequestsPerCoordinator - 1) / kRequestsPerCoordinator;
        n = std::min(n, std::max(for_requests, kMinCoordinatorsForRequests));
    }
    return n;
}

}  // namespace swatomic::policy

#endif
