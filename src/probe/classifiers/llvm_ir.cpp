// llvm-ir family: textual LLVM IR (llvm-dis-16 output), e.g. what PoCL keeps in its program
// binary, or the IR of an offline build.
//
// Rules (docs/PROBE.md), by the pointer operand's address space:
//   load / store           addrspace(1) global; stores of i8, i16, half, bfloat (or vectors of
//                          them) are narrow. addrspace(3), (5), constants: not counted
//   atomicrmw / cmpxchg    addrspace(3) local atomic; any other space global atomic (generic
//                          pointers may point to global memory: the check errs on the safe side)
//   fence                  fence
//   call @name             OpenCL atomic builtins (atomic_*, atom_*, incl. PoCL's _cl_ names)
//                          count as atomics of the space their mangled name gives (AS3/CLlocal
//                          local, else global) and are not followed; mem_fence builtins and
//                          llvm.nvvm.membar/fence count as fences; other functions are callees
//   call asm "..."         inline PTX: membar/fence are fences, atom/red .global/.shared atomics
// A module without any addrspace(...) on a CPU triple had its address spaces erased (PoCL on
// the CPU): then every load/store counts as global (an upper bound; the listing notes it).
// Kernels: spir_kernel / amdgpu_kernel / ptx_kernel, or !kernel_arg_addr_space metadata.
#include "classifier.hpp"
#include "text.hpp"

namespace swatomic::probe {
namespace {

constexpr const char *kWhat = "llvm-ir";

// Text before the first ';' outside a string.
std::string_view strip_comment(std::string_view s) noexcept
{
    bool quoted = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '"') quoted = !quoted;
        else if (s[i] == ';' && !quoted) return s.substr(0, i);
    }
    return s;
}

// Operands split at top-level commas.
std::vector<std::string_view> top_level_items(std::string_view s)
{
    std::vector<std::string_view> items;
    int level = 0;
    bool quoted = false;
    std::size_t begin = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"') quoted = !quoted;
        if (quoted) continue;
        if (c == '(' || c == '<' || c == '[' || c == '{') ++level;
        else if (c == ')' || c == '>' || c == ']' || c == '}') --level;
        else if (c == ',' && level == 0) {
            items.push_back(text::trim(s.substr(begin, i - begin)));
            begin = i + 1;
        }
    }
    items.push_back(text::trim(s.substr(begin)));
    return items;
}

unsigned address_space(std::string_view item) noexcept
{
    const auto at = item.rfind("addrspace(");
    if (at == std::string_view::npos) return 0;
    unsigned value = 0;
    for (std::size_t i = at + 10; i < item.size() && item[i] >= '0' && item[i] <= '9' && value < 1000000; ++i)
        value = value * 10 + unsigned(item[i] - '0');
    return value;
}

std::string_view skip_words(std::string_view s, std::initializer_list<std::string_view> words) noexcept
{
    for (bool again = true; again;) {
        again = false;
        for (const auto w : words) {
            if (text::first_token(s) == w) {
                s = text::after_first_token(s);
                again = true;
            }
        }
    }
    return s;
}

bool is_narrow_type(std::string_view type) noexcept
{
    for (const char *t : {"i8", "i16", "half", "bfloat"}) {
        if (type == t) return true;
        if (!type.empty() && type.front() == '<' &&
            (text::ends_with(type, std::string(" ") + t + ">") || text::ends_with(type, std::string(" ") + t)))
            return true;
    }
    return false;
}

// @name or @"name" following the first '@' in s.
std::string_view global_name(std::string_view s) noexcept
{
    const auto at = s.find('@');
    if (at == std::string_view::npos) return {};
    auto rest = s.substr(at + 1);
    if (!rest.empty() && rest.front() == '"') {
        const auto end = rest.find('"', 1);
        return end == std::string_view::npos ? std::string_view{} : rest.substr(1, end - 1);
    }
    std::size_t end = 0;
    while (end < rest.size() && (text::is_identifier_char(rest[end]) || rest[end] == '-')) ++end;
    return rest.substr(0, end);
}

bool is_fence_builtin(std::string_view name) noexcept
{
    return text::contains(name, "mem_fence") || text::contains(name, "work_item_fence") ||
           text::starts_with(name, "llvm.nvvm.membar") || text::starts_with(name, "llvm.nvvm.fence");
}

bool is_atomic_builtin(std::string_view name) noexcept
{
    if (text::starts_with(name, "llvm.")) return text::contains(name, ".atomic.");
    if (!text::starts_with(name, "_Z")) return false;
    if (!text::contains(name, "atomic_") && !text::contains(name, "atom_")) return false;
    for (const char *not_rmw : {"atomic_load", "atomic_store", "atomic_init"})
        if (text::contains(name, not_rmw)) return false;
    return true;
}

bool names_local_space(std::string_view name) noexcept
{
    return text::contains(name, "AS3") || text::contains(name, "CLlocal") || text::contains(name, ".ds.") ||
           text::contains(name, "local");
}

void classify_inline_asm(std::string_view s, Counts &c)
{
    const auto open = s.find('"');
    if (open == std::string_view::npos) return;
    const auto close = s.find('"', open + 1);
    const auto body = s.substr(open + 1, close == std::string_view::npos ? std::string_view::npos : close - open - 1);
    auto count = [&](std::string_view needle) {
        std::size_t n = 0;
        for (auto pos = body.find(needle); pos != std::string_view::npos; pos = body.find(needle, pos + 1)) ++n;
        return n;
    };
    c.fences += count("membar.") + count("fence.");
    c.global_atomics += count("atom.global") + count("red.global");
    c.local_atomics += count("atom.shared") + count("red.shared");
}

}  // namespace

Listing classify_llvm_ir(std::string_view input)
{
    const auto lines = text::split_lines(input, kWhat);
    Listing listing;
    listing.family = Family::LlvmIr;

    bool any_address_space = text::contains(input, "addrspace(");
    bool cpu_triple = false;
    for (const auto &line : lines) {
        const auto t = text::trim(line.text);
        if (text::starts_with(t, "target triple")) {
            cpu_triple = !text::contains(t, "nvptx") && !text::contains(t, "amdgcn") && !text::contains(t, "r600") &&
                         !text::contains(t, "spir");
        }
    }
    const bool flat = cpu_triple && !any_address_space;
    if (flat)
        listing.notes.push_back("address spaces erased by the device compiler (CPU): every load/store counts as "
                                "global (upper bound); atomics are classified by builtin name");

    FunctionCounts *current = nullptr;
    std::size_t opened_at = 0;
    for (const auto &line : lines) {
        const auto t = text::trim(strip_comment(line.text));
        if (t.empty()) continue;
        if (current == nullptr) {
            if (!text::starts_with(t, "define ")) continue;
            if (!text::ends_with(t, "{")) text::fail(kWhat, line.number, "function definition without '{'");
            const auto name = global_name(t);
            if (name.empty()) text::fail(kWhat, line.number, "function definition without a name");
            const bool kernel = text::contains(t, "spir_kernel") || text::contains(t, "amdgpu_kernel") ||
                                text::contains(t, "ptx_kernel") || text::contains(t, "!kernel_arg_addr_space");
            listing.functions.push_back({std::string(name), kernel, {}, {}});
            listing.marks_kernels = listing.marks_kernels || kernel;
            current = &listing.functions.back();
            opened_at = line.number;
            continue;
        }
        if (t == "}") {
            current = nullptr;
            continue;
        }
        if (text::starts_with(t, "define ")) text::fail(kWhat, line.number, "definition inside a function body");

        auto inst = t;
        if (inst.front() == '%' && text::contains(inst, " = ")) inst = inst.substr(inst.find(" = ") + 3);
        inst = skip_words(inst, {"tail", "musttail", "notail"});
        const auto op = text::first_token(inst);
        const auto rest = text::after_first_token(inst);
        Counts &c = current->counts;
        if (op == "load") {
            const auto items = top_level_items(skip_words(rest, {"atomic", "volatile"}));
            const unsigned as = items.size() > 1 ? address_space(items[1]) : 0;
            if (as == 1 || (flat && as == 0)) ++c.global_loads;
        } else if (op == "store") {
            const auto items = top_level_items(skip_words(rest, {"atomic", "volatile"}));
            const unsigned as = items.size() > 1 ? address_space(items[1]) : 0;
            if (as == 1 || (flat && as == 0)) {
                ++c.global_stores;
                const auto value = items[0];
                const auto type = !value.empty() && value.front() == '<' ? value.substr(0, value.find('>') + 1) : text::first_token(value);
                if (is_narrow_type(type)) ++c.narrow_stores;
            }
        } else if (op == "atomicrmw" || op == "cmpxchg") {
            auto operands = skip_words(rest, {"volatile", "weak"});
            if (op == "atomicrmw") operands = text::after_first_token(operands);  // the operation
            const auto items = top_level_items(operands);
            if (address_space(items[0]) == 3) ++c.local_atomics;
            else ++c.global_atomics;
        } else if (op == "fence") {
            ++c.fences;
        } else if (op == "call" || op == "invoke") {
            if (text::contains(inst, " asm ")) {
                classify_inline_asm(inst, c);
                continue;
            }
            const auto name = global_name(inst);
            if (name.empty()) continue;  // indirect call
            if (is_fence_builtin(name)) ++c.fences;
            else if (is_atomic_builtin(name)) ++(names_local_space(name) ? c.local_atomics : c.global_atomics);
            else if (!text::starts_with(name, "llvm.")) current->callees.emplace_back(name);
        }
    }
    if (current != nullptr)
        text::fail(kWhat, opened_at, "truncated: function \"" + current->name + "\" has no closing '}'");
    if (listing.functions.empty()) text::fail(kWhat, 0, "no function definitions found (not LLVM IR?)");
    return listing;
}

}  // namespace swatomic::probe
