// r600 family (Evergreen / Northern Islands: cypress, cayman, ...): llc-16 assembly.
//
// Rules (docs/PROBE.md):
//   MEM_RAT_CACHELESS <op>  FastPath; STORE_* is a global store
//   MEM_RAT <op>            CompletePath; ATOMIC_* is a global atomic, MSKOR a byte/short store
//                           (read-modify-write of the containing dword), STORE_* a store,
//                           NOP_RTN a load through the return buffer
//   VTX_READ_<bits>         global load through the vertex fetch (FastPath)
//   LDS_<op>                local memory; atomic unless a plain READ/WRITE
//   "; swatomic-probe: mem_fence"  fence: LLVM has no Evergreen fence instruction, so the probe's
//                           r600 mem_fence shim leaves this marker where the fence was
// A function is a `.type NAME,@function` label; it ends at `.Lfunc_end`. A listing that ends
// inside a function is truncated.
#include <set>

#include "classifier.hpp"
#include "text.hpp"

namespace swatomic::probe {
namespace {

constexpr const char *kWhat = "r600";

// Collects NAME from ".type NAME,@function" (assembler syntax, either spacing).
std::set<std::string, std::less<>> function_symbols(const std::vector<text::Line> &lines)
{
    std::set<std::string, std::less<>> names;
    for (const auto &line : lines) {
        const auto t = text::trim(line.text);
        if (!text::starts_with(t, ".type") || !text::contains(t, "@function")) continue;
        auto rest = text::after_first_token(t);
        const auto comma = rest.find(',');
        if (comma == std::string_view::npos) continue;
        const auto name = text::trim(rest.substr(0, comma));
        if (!name.empty() && name.find('$') == std::string_view::npos) names.emplace(name);
    }
    return names;
}

void classify_instruction(std::string_view t, Counts &c)
{
    const auto op = text::first_token(t);
    const auto sub = text::first_token(text::after_first_token(t));
    if (op == "MEM_RAT_CACHELESS") {
        ++c.fast_path;
        if (text::starts_with(sub, "STORE")) ++c.global_stores;
        else if (text::starts_with(sub, "ATOMIC")) ++c.global_atomics;
    } else if (op == "MEM_RAT") {
        ++c.complete_path;
        if (text::starts_with(sub, "ATOMIC")) {
            ++c.global_atomics;
        } else if (text::starts_with(sub, "MSKOR")) {
            ++c.global_stores;
            ++c.narrow_stores;
        } else if (text::starts_with(sub, "STORE")) {
            ++c.global_stores;
        } else if (text::starts_with(sub, "NOP_RTN")) {
            ++c.global_loads;
        }
    } else if (text::starts_with(op, "VTX_READ")) {
        ++c.global_loads;
        ++c.fast_path;
    } else if (text::starts_with(op, "LDS_")) {
        if (!text::contains(op, "READ") && !text::contains(op, "WRITE")) ++c.local_atomics;
    }
}

}  // namespace

Listing classify_r600(std::string_view input)
{
    const auto lines = text::split_lines(input, kWhat);
    const auto symbols = function_symbols(lines);
    Listing listing;
    listing.family = Family::R600;
    FunctionCounts *current = nullptr;
    std::size_t opened_at = 0;
    for (const auto &line : lines) {
        const auto raw = text::trim(line.text);
        if (raw == "; swatomic-probe: mem_fence") {
            if (current != nullptr) ++current->counts.fences;
            continue;
        }
        const auto t = text::trim(text::cut_at(raw, ";"));
        if (t.empty()) continue;
        if (const auto label = text::leading_label(t); !label.empty()) {
            if (text::starts_with(label, ".Lfunc_end")) {
                current = nullptr;
            } else if (label.find('$') == std::string_view::npos &&
                       (symbols.count(label) != 0 || (symbols.empty() && label.front() != '.'))) {
                if (current != nullptr) text::fail(kWhat, line.number, "function \"" + current->name +
                                                                          "\" has no end before the next one");
                listing.functions.push_back({std::string(label), false, {}, {}});
                current = &listing.functions.back();
                opened_at = line.number;
            }
            continue;
        }
        if (t.front() == '.' || current == nullptr) continue;
        classify_instruction(t, current->counts);
    }
    if (current != nullptr)
        text::fail(kWhat, opened_at, "truncated: function \"" + current->name + "\" has no end (.Lfunc_end)");
    if (listing.functions.empty()) text::fail(kWhat, 0, "no functions found (not an r600 assembly listing?)");
    return listing;
}

}  // namespace swatomic::probe
