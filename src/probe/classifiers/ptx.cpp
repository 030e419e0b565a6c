// ptx family (NVIDIA: llc-16 -mcpu=sm_XX output, or the PTX an NVIDIA driver returns in
// CL_PROGRAM_BINARIES).
//
// Rules (docs/PROBE.md). The opcode's dot-separated parts give the state space:
//   ld / ldu  .global or generic (no space)        global load
//   st        .global or generic                    global store; .u8 .s8 .b8 .u16 .s16 .b16
//                                                   .f16 .bf16 make it narrow
//   atom / red / multimem.red / multimem.ld_reduce  .shared* -> local atomic, .global or
//                                                   generic -> global atomic
//   cp.async ... .global                            global load (into shared memory)
//   membar.* / fence.*                              fence
//   call[.uni] NAME                                 call (kernels include their callees)
// Generic accesses count as global: the check errs on the safe side. Predicates (@%p, @!%p),
// labels, // and /* */ comments, inline asm blocks ({ ... } and several instructions per line)
// and `::` qualifiers (ld.global.L1::no_allocate) are handled. Statements end at ';'; the
// line-based directives (.version .target .address_size .file .loc) end at the newline.
// `.entry` is a kernel, `.func` a function; a body that does not close is a truncated listing.
#include "classifier.hpp"
#include "text.hpp"

namespace swatomic::probe {
namespace {

constexpr const char *kWhat = "ptx";

struct Parser {
    Listing listing;
    std::string statement;  // text accumulated since the last terminator
    std::size_t depth = 0;
    FunctionCounts *function = nullptr;
    std::size_t opened_at = 0;
    bool saw_version = false;
    bool saw_target = false;
    std::size_t initializer_depth = 0;  // inside "= { ... }" of a module-scope variable
    std::size_t opaque_depth = 0;       // inside a module-scope directive block (.metadata_section)

    static std::string_view strip_labels(std::string_view s)
    {
        s = text::trim(s);
        for (;;) {
            const auto label = text::leading_label(s);
            if (label.empty()) return s;
            s = text::trim(s.substr(label.size() + 1));
        }
    }

    static bool is_line_directive(std::string_view s)
    {
        const auto op = text::first_token(strip_labels(s));
        return op == ".version" || op == ".target" || op == ".address_size" || op == ".file" || op == ".loc";
    }

    // Name after `.entry` / `.func` (skipping a return parameter list), or "" if none.
    static std::string_view declared_name(std::string_view s, bool &is_entry)
    {
        std::size_t at = std::string_view::npos;
        std::size_t keyword = 0;
        for (std::size_t pos = 0; pos < s.size(); ++pos) {
            for (std::string_view kw : {std::string_view(".entry"), std::string_view(".func")}) {
                if (s.compare(pos, kw.size(), kw) == 0 && (pos + kw.size() == s.size() || !text::is_identifier_char(s[pos + kw.size()])) &&
                    (pos == 0 || !text::is_identifier_char(s[pos - 1]))) {
                    at = pos;
                    keyword = kw.size();
                    is_entry = kw == ".entry";
                    break;
                }
            }
            if (at != std::string_view::npos) break;
        }
        if (at == std::string_view::npos) return {};
        auto rest = text::trim(s.substr(at + keyword));
        while (!rest.empty() && rest.front() == '\n') rest = text::trim(rest.substr(1));
        if (!rest.empty() && rest.front() == '(') {
            std::size_t level = 0, i = 0;
            for (; i < rest.size(); ++i) {
                if (rest[i] == '(') ++level;
                else if (rest[i] == ')' && --level == 0) break;
            }
            rest = i < rest.size() ? rest.substr(i + 1) : std::string_view{};
        }
        std::size_t begin = 0;
        while (begin < rest.size() && !text::is_identifier_char(rest[begin])) {
            if (rest[begin] != ' ' && rest[begin] != '\t' && rest[begin] != '\n') return {};
            ++begin;
        }
        std::size_t end = begin;
        while (end < rest.size() && text::is_identifier_char(rest[end])) ++end;
        return rest.substr(begin, end - begin);
    }

    static std::string_view callee(std::string_view operands)
    {
        operands = text::trim(operands);
        std::size_t i = 0;
        auto skip_space = [&] {
            while (i < operands.size() && (operands[i] == ' ' || operands[i] == '\t' || operands[i] == '\n')) ++i;
        };
        skip_space();
        if (i < operands.size() && operands[i] == '(') {  // return value list
            while (i < operands.size() && operands[i] != ')') ++i;
            ++i;
            skip_space();
            if (i < operands.size() && operands[i] == ',') ++i;
            skip_space();
        }
        std::size_t end = i;
        while (end < operands.size() && text::is_identifier_char(operands[end])) ++end;
        const auto name = operands.substr(std::min(i, operands.size()), end - std::min(i, end));
        return !name.empty() && name.front() != '%' ? name : std::string_view{};
    }

    void classify_instruction(std::string_view s)
    {
        s = strip_labels(s);
        if (!s.empty() && s.front() == '@') s = text::after_first_token(s);  // predicate guard
        const auto op = text::first_token(s);
        if (op.empty() || op.front() == '.') return;  // .reg, .local, .shared declarations, .pragma
        std::vector<std::string_view> parts;
        for (std::size_t begin = 0; begin <= op.size();) {
            const auto dot = op.find('.', begin);
            const auto end = dot == std::string_view::npos ? op.size() : dot;
            parts.push_back(op.substr(begin, end - begin));
            begin = end + 1;
        }
        const auto base = parts.front();
        bool global = false, shared = false, other_space = false, narrow = false;
        for (std::size_t i = 1; i < parts.size(); ++i) {
            const auto p = text::cut_at(parts[i], "::");
            if (p == "global") global = true;
            else if (p == "shared") shared = true;
            else if (p == "local" || p == "param" || p == "const" || p == "tex") other_space = true;
            else if (p == "u8" || p == "s8" || p == "b8" || p == "u16" || p == "s16" || p == "b16" || p == "f16" ||
                     p == "bf16")
                narrow = true;
        }
        const bool generic = !global && !shared && !other_space;
        Counts &c = function->counts;
        if (base == "ld" || base == "ldu") {
            if (global || generic) ++c.global_loads;
        } else if (base == "st") {
            if (global || generic) {
                ++c.global_stores;
                if (narrow) ++c.narrow_stores;
            }
        } else if (base == "atom" || base == "red" ||
                   (base == "multimem" && parts.size() > 1 &&
                    (text::starts_with(parts[1], "red") || text::starts_with(parts[1], "ld_reduce")))) {
            if (shared) ++c.local_atomics;
            else if (global || generic) ++c.global_atomics;
        } else if (base == "cp" && parts.size() > 1 && parts[1] == "async" && global) {
            ++c.global_loads;
        } else if (base == "membar" || base == "fence") {
            ++c.fences;
        } else if (base == "call") {
            if (const auto name = callee(text::after_first_token(s)); !name.empty())
                function->callees.emplace_back(name);
        }
    }

    void statement_end(std::size_t line)
    {
        const std::string s = statement;
        statement.clear();
        const auto t = strip_labels(s);
        if (t.empty()) return;
        const auto op = text::first_token(t);
        if (op == ".version") saw_version = true;
        if (op == ".target") saw_target = true;
        if (function != nullptr) {
            classify_instruction(t);
        } else if (depth > 0) {
            text::fail(kWhat, line, "statement inside a block that is not a function body");
        }
    }

    void open_brace(std::size_t line)
    {
        // A module-scope variable's initializer (".global .b8 name[4] = {1, 2, 3, 4};"), as
        // drivers emit for constant tables and strings: part of that statement, not a body.
        if (initializer_depth > 0 || (depth == 0 && statement.find('=') != std::string::npos)) {
            ++initializer_depth;
            statement += '{';
            return;
        }
        // A module-scope directive block, e.g. NVIDIA OpenCL's ".metadata_section { .metadata 0
        // { "cl_kernel_arg_addr_space", ... } }" (kernel-argument info): no instructions in it.
        if (opaque_depth > 0 || (depth == 0 && text::first_token(strip_labels(statement)) == ".metadata_section")) {
            ++opaque_depth;
            statement.clear();
            return;
        }
        if (depth == 0) {
            bool is_entry = false;
            const auto name = declared_name(statement, is_entry);
            if (name.empty()) text::fail(kWhat, line, "'{' outside a function body");
            if (!saw_version || !saw_target)
                text::fail(kWhat, line, "no .version / .target before the first function (not PTX?)");
            listing.functions.push_back({std::string(name), is_entry, {}, {}});
            function = &listing.functions.back();
            listing.marks_kernels = listing.marks_kernels || is_entry;
            opened_at = line;
            statement.clear();
        } else {
            statement_end(line);  // e.g. "{" opening an inline asm scope after a label
        }
        ++depth;
    }

    void close_brace(std::size_t line)
    {
        if (initializer_depth > 0) {
            --initializer_depth;
            statement += '}';
            return;
        }
        if (opaque_depth > 0) {
            --opaque_depth;
            statement.clear();
            return;
        }
        if (depth == 0) text::fail(kWhat, line, "unbalanced '}'");
        statement_end(line);
        if (--depth == 0) function = nullptr;
    }
};

}  // namespace

Listing classify_ptx(std::string_view input)
{
    text::split_lines(input, kWhat);  // rejects empty, oversized and binary input
    Parser p;
    p.listing.family = Family::Ptx;
    std::size_t line = 1;
    for (std::size_t i = 0; i < input.size(); ++i) {
        const char c = input[i];
        const char next = i + 1 < input.size() ? input[i + 1] : '\0';
        if (c == '\n' || c == '\r') {
            if (c == '\r' && next == '\n') ++i;
            if (Parser::is_line_directive(p.statement)) p.statement_end(line);
            else p.statement += '\n';
            ++line;
        } else if (c == '/' && next == '/') {
            while (i + 1 < input.size() && input[i + 1] != '\n' && input[i + 1] != '\r') ++i;
        } else if (c == '/' && next == '*') {
            const auto end = input.find("*/", i + 2);
            if (end == std::string_view::npos) text::fail(kWhat, line, "truncated: unterminated /* comment");
            for (std::size_t j = i; j < end; ++j)
                if (input[j] == '\n') ++line;
            i = end + 1;
        } else if (c == '"') {
            p.statement += c;
            while (i + 1 < input.size() && input[i + 1] != '"' && input[i + 1] != '\n' && input[i + 1] != '\r')
                p.statement += input[++i];
            if (i + 1 < input.size() && input[i + 1] == '"') p.statement += input[++i];
        } else if (c == ';') {
            p.statement_end(line);
        } else if (c == '{') {
            p.open_brace(line);
        } else if (c == '}') {
            p.close_brace(line);
        } else {
            p.statement += c;
        }
    }
    if (p.initializer_depth != 0) text::fail(kWhat, line, "truncated: initializer does not close");
    if (p.opaque_depth != 0) text::fail(kWhat, line, "truncated: directive block does not close");
    if (p.depth != 0)
        text::fail(kWhat, p.opened_at,
                   "truncated: body of \"" + (p.function ? p.function->name : std::string("?")) + "\" does not close");
    if (!p.saw_version || !p.saw_target) text::fail(kWhat, 0, "no .version / .target directive (not PTX?)");
    if (p.listing.functions.empty()) text::fail(kWhat, 0, "no .entry or .func bodies found");
    return p.listing;
}

}  // namespace swatomic::probe
