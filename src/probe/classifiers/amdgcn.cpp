// amdgcn family (GCN and RDNA: tahiti ... gfx1100): llc-16 assembly, or llvm-objdump-16 -d of an
// AMD code object (the `device` target on an AMD runtime).
//
// Rules (docs/PROBE.md):
//   global_/buffer_/flat_ load*, store*, atomic*   global load / store / atomic (flat counts as
//                           global: it may reach any space); stores of byte/short/_b8/_b16 are
//                           narrow; scratch_* (private) is not counted
//   s_load*, s_buffer_load* kernel arguments and uniform constants: not counted
//   s_atomic*, s_buffer_atomic*  global atomic (scalar, gfx8+); s_store*, s_buffer_store* store
//   ds_<op>                 local memory; atomic unless read/write/load/store/swizzle/permute/
//                           bpermute/nop/gws/barrier
//   buffer_wbinvl1*, buffer_gl0_inv, buffer_gl1_inv, buffer_inv, buffer_wb*, s_dcache_*
//                           cache maintenance that implements fences (and acquire/release of
//                           atomics); each run of adjacent ones is one fence
//   s_swappc_b64 / s_call_b64  a call to the symbol of the preceding @rel32@lo / @gotpcrel32@lo
// Functions: a `.type NAME,@function` label ending at `.Lfunc_end` (llc), or an objdump header
// `<address> <NAME>:` ending at the next header. `.amdhsa_kernel NAME` marks kernels.
#include <set>

#include "classifier.hpp"
#include "text.hpp"

namespace swatomic::probe {
namespace {

constexpr const char *kWhat = "amdgcn";

bool is_hex(std::string_view s) noexcept
{
    if (s.empty()) return false;
    for (const char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return false;
    return true;
}

// "0000000000001000 <name>:" -> name; "" if the line is not an objdump function header.
std::string_view objdump_header(std::string_view t) noexcept
{
    const auto address = text::first_token(t);
    if (!is_hex(address)) return {};
    const auto rest = text::after_first_token(t);
    if (rest.size() < 4 || rest.front() != '<' || !text::ends_with(rest, ">:")) return {};
    return rest.substr(1, rest.size() - 3);
}

bool is_cache_op(std::string_view op) noexcept
{
    return text::starts_with(op, "buffer_wbinvl1") || text::starts_with(op, "buffer_gl0_inv") ||
           text::starts_with(op, "buffer_gl1_inv") || op == "buffer_inv" || text::starts_with(op, "buffer_wb") ||
           text::starts_with(op, "s_dcache_");
}

bool is_narrow(std::string_view op) noexcept
{
    return text::contains(op, "byte") || text::contains(op, "short") || text::ends_with(op, "_b8") ||
           text::ends_with(op, "_b16") || text::contains(op, "_b8_") || text::contains(op, "_b16_");
}

bool is_local_atomic(std::string_view op) noexcept
{
    const auto kind = op.substr(3);  // after "ds_"
    for (const char *plain : {"read", "write", "load", "store", "swizzle", "permute", "bpermute", "nop", "gws", "barrier"})
        if (text::starts_with(kind, plain)) return false;
    return true;
}

// Symbol of a call sequence operand, e.g. "s4, s4, foo@rel32@lo+4" -> "foo".
std::string_view call_symbol(std::string_view operands) noexcept
{
    for (const char *marker : {"@rel32@lo", "@gotpcrel32@lo", "@gotpcrel@lo"}) {
        const auto at = operands.find(marker);
        if (at == std::string_view::npos) continue;
        std::size_t begin = at;
        while (begin > 0 && text::is_identifier_char(operands[begin - 1])) --begin;
        return operands.substr(begin, at - begin);
    }
    return {};
}

struct State {
    FunctionCounts *function = nullptr;
    bool in_fence_run = false;
    std::string_view pending_callee;
};

void classify_instruction(std::string_view t, State &s)
{
    Counts &c = s.function->counts;
    const auto op = text::first_token(t);
    if (is_cache_op(op)) {
        if (!s.in_fence_run) ++c.fences;
        s.in_fence_run = true;
        return;
    }
    s.in_fence_run = false;
    if (const auto symbol = call_symbol(text::after_first_token(t)); !symbol.empty()) s.pending_callee = symbol;
    if (op == "s_swappc_b64" || op == "s_call_b64") {
        if (!s.pending_callee.empty()) s.function->callees.emplace_back(s.pending_callee);
        s.pending_callee = {};
        return;
    }
    if (text::starts_with(op, "global_") || text::starts_with(op, "buffer_") || text::starts_with(op, "flat_")) {
        const auto kind = op.substr(op.find('_') + 1);
        if (text::starts_with(kind, "load")) {
            ++c.global_loads;
        } else if (text::starts_with(kind, "store")) {
            ++c.global_stores;
            if (is_narrow(kind)) ++c.narrow_stores;
        } else if (text::starts_with(kind, "atomic")) {
            ++c.global_atomics;
        }
    } else if (text::starts_with(op, "s_atomic_") || text::starts_with(op, "s_buffer_atomic_")) {
        ++c.global_atomics;
    } else if (text::starts_with(op, "s_store_") || text::starts_with(op, "s_buffer_store_")) {
        ++c.global_stores;
    } else if (text::starts_with(op, "ds_")) {
        if (is_local_atomic(op)) ++c.local_atomics;
    }
}

}  // namespace

Listing classify_amdgcn(std::string_view input)
{
    const auto lines = text::split_lines(input, kWhat);
    std::set<std::string, std::less<>> symbols;
    std::set<std::string, std::less<>> kernels;
    for (const auto &line : lines) {
        const auto t = text::trim(line.text);
        if (text::starts_with(t, ".type") && text::contains(t, "@function")) {
            const auto rest = text::after_first_token(t);
            const auto name = text::trim(rest.substr(0, rest.find(',')));
            if (!name.empty()) symbols.emplace(name);
        } else if (text::starts_with(t, ".amdhsa_kernel ")) {
            kernels.emplace(text::trim(text::after_first_token(t)));
        }
    }

    Listing listing;
    listing.family = Family::Amdgcn;
    listing.marks_kernels = !kernels.empty();
    State state;
    bool objdump_function = false;
    std::size_t opened_at = 0;
    auto open = [&](std::string_view name, std::size_t number) {
        listing.functions.push_back({std::string(name), kernels.count(name) != 0, {}, {}});
        state = State{&listing.functions.back(), false, {}};
        opened_at = number;
    };
    for (const auto &line : lines) {
        const auto t = text::trim(text::cut_at(text::cut_at(line.text, ";"), "//"));
        if (t.empty()) continue;
        if (const auto header = objdump_header(t); !header.empty()) {
            open(header, line.number);  // an objdump function runs until the next header
            objdump_function = true;
            continue;
        }
        if (text::starts_with(t, "Disassembly of section")) {
            state.function = nullptr;
            objdump_function = false;
            continue;
        }
        if (const auto label = text::leading_label(t); !label.empty()) {
            if (text::starts_with(label, ".Lfunc_end")) {
                state.function = nullptr;
            } else if (symbols.count(label) != 0) {
                if (state.function != nullptr && !objdump_function)
                    text::fail(kWhat, line.number,
                               "function \"" + state.function->name + "\" has no end before the next one");
                open(label, line.number);
                objdump_function = false;
            }
            continue;
        }
        if (t.front() == '.' || state.function == nullptr) continue;
        classify_instruction(t, state);
    }
    if (state.function != nullptr && !objdump_function)
        text::fail(kWhat, opened_at, "truncated: function \"" + state.function->name + "\" has no end (.Lfunc_end)");
    if (listing.functions.empty()) text::fail(kWhat, 0, "no functions found (not an amdgcn listing?)");
    return listing;
}

}  // namespace swatomic::probe
