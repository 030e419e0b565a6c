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
// made the bins 1.18-2.8x slower.
inline constexpr std::size_t kRequestsPerCoordinator = 512;
inline constexpr std::size_t kMinCoordinatorsForRequests = 16;

// A coordinator pass takes at most this many records from its slots (Q = local size x R): the
// largest R whose scratch keeps the co-resident groups, but no more than this allows. H200, 256
// per group, R = 2 (Q = 512) against 3 (docs/PERFORMANCE.md, "Records a coordinator pass
// takes"): per-element requests to random keys through the coordinator (bykey, pageview, their
// by-key flushes) 1.33-1.39x faster, hist256 skewed bytes 1.15x slower, the rest within 5 %.
inline constexpr std::size_t kMaxQueueRecords = 512;

// The most records a coordinator work-item may hold at `local_size` by that rule (at least 1, at
// most `kernel_most`, what the kernel holds).
inline std::size_t max_records_per_item(std::size_t local_size, std::size_t kernel_most)
{
    return std::clamp<std::size_t>(kMaxQueueRecords / std::max<std::size_t>(local_size, 1), 1, kernel_most);
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
