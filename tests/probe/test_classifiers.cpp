// The four classifiers on recorded toolchain output (tests/probe/data/, README there says how
// each file was made) and on tricky or broken input.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "classifiers/classifier.hpp"
#include "swatomic/errors.hpp"

using namespace swatomic::probe;

namespace {

std::string data(const std::string &name)
{
    std::ifstream in(std::string(SWATOMIC_PROBE_DATA_DIR) + "/" + name, std::ios::binary);
    REQUIRE(in.good());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::map<std::string, Counts> by_kernel(const std::vector<KernelCounts> &kernels)
{
    std::map<std::string, Counts> m;
    for (const auto &k : kernels) m[k.name] = k.counts;
    return m;
}

Counts sum(const std::vector<KernelCounts> &kernels)
{
    Counts c;
    for (const auto &k : kernels) c += k.counts;
    return c;
}

Counts make(std::size_t gld, std::size_t gst, std::size_t gatom, std::size_t latom, std::size_t narrow,
            std::size_t fence, std::size_t fast = 0, std::size_t complete = 0)
{
    Counts c;
    c.global_loads = gld;
    c.global_stores = gst;
    c.global_atomics = gatom;
    c.local_atomics = latom;
    c.narrow_stores = narrow;
    c.fences = fence;
    c.fast_path = fast;
    c.complete_path = complete;
    return c;
}

std::string crlf(const std::string &text)
{
    std::string out;
    for (const char c : text) {
        if (c == '\n') out += '\r';
        out += c;
    }
    return out;
}

void require_input_error(Family family, const std::string &text)
{
    CAPTURE(family_name(family), text.substr(0, 200));
    try {
        classify(family, text);
        FAIL("no error");
    } catch (const swatomic::Error &e) {
        CHECK(e.status() == swatomic::Status::ProbeInputError);
    }
}

}  // namespace

TEST_CASE("r600 classifier: Fig. 3 and char store on cypress (recorded llc-16 output)", "[probe][r600]")
{
    const auto text = data("r600_cypress_fig3_charstore.s");
    for (const auto &input : {text, crlf(text)}) {
        const auto k = by_kernel(kernel_totals(classify_r600(input)));
        REQUIRE(k.size() == 2);
        // MEM_RAT ATOMIC_ADD, VTX_READ_32, MEM_RAT_CACHELESS STORE_RAW
        CHECK(k.at("Benchmark") == make(1, 1, 1, 0, 0, 0, 2, 1));
        // VTX_READ_8 on FastPath, the char store as MEM_RAT MSKOR on CompletePath
        CHECK(k.at("charstore") == make(1, 1, 0, 0, 1, 0, 1, 1));
    }
}

TEST_CASE("r600 classifier: atomics, LDS atomics and the fence marker", "[probe][r600]")
{
    const auto k = by_kernel(kernel_totals(classify_r600(data("r600_cypress_atomics.s"))));
    // 4 MEM_RAT ATOMIC_*, MSKOR; 3 STORE_RAW; VTX_READ_16; LDS_ADD_RET, LDS_WRXCHG_RET, LDS_OR
    CHECK(k.at("rmw") == make(1, 4, 4, 3, 1, 1, 4, 5));
}

TEST_CASE("r600 projection of the APP SDK rule", "[probe][r600]")
{
    const auto with_atomic = make(1, 1, 1, 0, 0, 0, 2, 1);
    CHECK(project_app_sdk(with_atomic).fast_path == 0);
    CHECK(project_app_sdk(with_atomic).complete_path == 3);
    const auto without = make(3, 2, 0, 1, 0, 0, 5, 0);
    CHECK(project_app_sdk(without).fast_path == 5);
    CHECK(project_app_sdk(without).complete_path == 0);
}

TEST_CASE("amdgcn classifier: gfx900 and gfx1100 (llc-16) and gfx900 code object (llvm-objdump-16)",
          "[probe][amdgcn]")
{
    const auto file = GENERATE(as<std::string>{}, "amdgcn_gfx900_battery.s", "amdgcn_gfx1100_battery.s",
                               "amdgcn_gfx900_battery.objdump.txt");
    CAPTURE(file);
    const auto listing = classify_amdgcn(data(file));
    const std::vector<std::string> kernels{"rmw", "stores"};
    const auto totals = kernel_totals(listing, &kernels);
    const auto k = by_kernel(totals);
    // stores: short, char, float4, long -> 4 stores, 2 narrow; loads: float4 (+ __constant int)
    CHECK(k.at("stores").global_stores == 4);
    CHECK(k.at("stores").narrow_stores == 2);
    CHECK(k.at("stores").global_atomics == 0);
    CHECK(k.at("rmw").global_atomics == 5);  // add (add, inc), cmpswap (cmpxchg, min loop), swap
    CHECK(k.at("rmw").local_atomics == 2);   // ds_add_rtn_u32, ds_or_b32
    CHECK(k.at("rmw").global_stores == 5);
    CHECK(k.at("rmw").fences >= 1);
    // whole file, counted by hand: 3 loads, 9 stores (2 narrow)
    CHECK(sum(totals).global_loads == 3);
    CHECK(sum(totals).global_stores == 9);
    CHECK(sum(totals).narrow_stores == 2);
}

TEST_CASE("amdgcn classifier: fences are runs of cache maintenance", "[probe][amdgcn]")
{
    // gfx1100: buffer_gl0_inv + buffer_gl1_inv pairs and lone gl0_inv, 7 runs in all.
    const auto totals = kernel_totals(classify_amdgcn(data("amdgcn_gfx1100_battery.s")));
    CHECK(sum(totals).fences == 7);
    // gfx900: buffer_wbinvl1_vol five times.
    CHECK(sum(kernel_totals(classify_amdgcn(data("amdgcn_gfx900_battery.s")))).fences == 5);
}

TEST_CASE("ptx classifier: sm_90 battery (llc-16)", "[probe][ptx]")
{
    const auto text = data("ptx_sm90_battery.s");
    for (const auto &input : {text, crlf(text)}) {
        const auto listing = classify_ptx(input);
        CHECK(listing.marks_kernels);
        const auto k = by_kernel(kernel_totals(listing));
        REQUIRE(k.size() == 2);
        CHECK(k.at("rmw") == make(0, 5, 5, 2, 0, 1));
        CHECK(k.at("stores") == make(1, 4, 0, 0, 2, 0));
    }
}

TEST_CASE("ptx classifier: the library's kernels with inline PTX have no global atomics", "[probe][ptx]")
{
    const auto listing = classify_ptx(data("ptx_sm90_swatomic_builtin.s"));
    const auto k = by_kernel(kernel_totals(listing));
    REQUIRE(k.count("swatomic_indexed_add") == 1);
    CHECK(k.at("swatomic_indexed_add").global_atomics == 0);
    CHECK(k.at("swatomic_indexed_add").local_atomics > 0);  // slot lock, done counter
    CHECK(k.at("swatomic_indexed_add").fences > 0);         // membar.gl from inline asm
}

TEST_CASE("ptx classifier: NVIDIA driver PTX with kernel-argument metadata (recorded on an H200)", "[probe][ptx]")
{
    // CL_PROGRAM_BINARIES of the built-in kernels from NVIDIA's OpenCL (driver 580, sm_90), saved
    // by `swatomic-probe --builtin swatomic --target device --save-temps`: it ends in a
    // ".metadata_section { .metadata N { "cl_kernel_arg_...", ... } }" block.
    const auto listing = classify_ptx(data("ptx_nvidia_h200_driver_swatomic_builtin.ptx"));
    const auto k = by_kernel(kernel_totals(listing));
    REQUIRE(k.count("swatomic_indexed_add") == 1);
    REQUIRE(k.count("swatomic_residency_check") == 1);
    CHECK(k.at("swatomic_indexed_add").global_atomics == 0);
    CHECK(k.at("swatomic_indexed_add").local_atomics > 0);
    CHECK(k.at("swatomic_indexed_add").fences > 0);
    // A metadata block cut short is a truncated file, not a crash.
    const std::string text = data("ptx_nvidia_h200_driver_swatomic_builtin.ptx");
    CHECK_THROWS_AS(classify_ptx(text.substr(0, text.rfind('}'))), swatomic::Error);
}

TEST_CASE("ptx classifier: predicates, inline asm blocks, :: qualifiers, comments, calls", "[probe][ptx]")
{
    const std::string ptx = R"(//
// hand-written from llc-16 -mcpu=sm_90 output
.version 7.8
.target sm_90
.address_size 64

// module-scope initializers, as NVIDIA's OpenCL driver emits for tables: not function bodies
.global .align 1 .b8 $str[6] = {104, 101, 108, 108, 111, 0};
.const .align 4 .b32 table[2][2] = {{1, 2}, {3, 4}};

.func (.param .b32 func_retval0) helper(
	.param .b64 helper_param_0
)
{
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<2>;
	ld.param.u64 	%rd1, [helper_param_0];
	red.global.add.u32 	[%rd1], 1;   // a reduction is a read-modify-write too
	st.param.b32 	[func_retval0+0], %r1;
	ret;
}

	// .globl	k
.visible .entry k(
	.param .u64 k_param_0
)
{
	.reg .pred 	%p<3>;
	.reg .b32 	%r<9>;
	.reg .b64 	%rd<4>;
	ld.param.u64 	%rd1, [k_param_0];
	@%p1 atom.global.add.u32 	%r1, [%rd1], %r2;
	@!%p2 bra 	$L__BB0_2;
$L__BB0_2:  ld.global.L1::no_allocate.u32 	%r3, [%rd1];
	/* ld.global.u32 %r4, [%rd1]; in a block comment */
	// begin inline asm
	{
	.reg .pred p;
	setp.ne.s32 p, %r3, 0; vote.sync.ballot.b32 %r5, p, %r6;
	}
	// end inline asm
	// begin inline asm
	membar.gl; atom.shared::cta.cas.b32 %r7, [%rd2], 0, 1;
	// end inline asm
	st.global.L1::evict_last.u8 	[%rd1+4], %rs1;
	ld.shared.u32 	%r8, [%rd2];
	ld.u32 	%r8, [%rd3];
	{ // callseq 0, 0
	.param .b64 param0;
	st.param.b64 	[param0+0], %rd1;
	.param .b32 retval0;
	call.uni (retval0),
	helper,
	(
	param0
	);
	} // callseq 0
	ret;
}
)";
    for (const auto &input : {ptx, crlf(ptx)}) {
        const auto listing = classify_ptx(input);
        const auto totals = kernel_totals(listing);
        REQUIRE(totals.size() == 1);  // helper is a .func, not a kernel
        CHECK(totals[0].name == "k");
        // atom.global (predicated) + red.global in helper; ld.global with :: + generic ld.u32;
        // st.global.u8 narrow; atom.shared::cta local; membar.gl fence
        CHECK(totals[0].counts == make(2, 1, 2, 1, 1, 1));
    }
}

TEST_CASE("llvm-ir classifier: PoCL program binary IR (address spaces erased)", "[probe][llvm-ir]")
{
    const auto listing = classify_llvm_ir(data("llvm_ir_pocl_program.ll"));
    CHECK_FALSE(listing.notes.empty());
    const auto k = by_kernel(kernel_totals(listing));
    REQUIRE(k.size() == 1);
    // atomic_add through PoCL's _Z14_cl_atomic_addPU8CLglobalVii, one load, one store, mem_fence
    CHECK(k.at("k") == make(1, 1, 1, 0, 0, 1));
}

TEST_CASE("llvm-ir classifier: address spaces, builtins, inline asm, comments", "[probe][llvm-ir]")
{
    const std::string ir = R"(; ModuleID = 'x'
target triple = "nvptx64-nvidia-nvcl"
define internal i32 @helper(ptr addrspace(3) %l) {
  %1 = atomicrmw add ptr addrspace(3) %l, i32 1 seq_cst, align 4 ; local
  ret i32 %1
}
define dso_local spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l, ptr %g) !kernel_arg_addr_space !1 {
entry:
  %v = load volatile i32, ptr addrspace(1) %p, align 4
  %q = load ptr addrspace(1), ptr %g, align 8 ; loads a global pointer from private memory
  store i8 1, ptr addrspace(1) %q, align 1
  store <4 x i16> zeroinitializer, ptr addrspace(1) %q, align 8
  store i32 %v, ptr addrspace(3) %l, align 4
  %c = cmpxchg weak ptr addrspace(1) %p, i32 0, i32 1 seq_cst seq_cst, align 4
  %r = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) %p, i32 1)
  %s = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) %l)
  %h = call i32 @helper(ptr addrspace(3) %l)
  fence syncscope("workgroup") acquire
  tail call void @_Z9mem_fencej(i32 2)
  call void asm sideeffect "membar.gl; // not a ; comment", "~{memory}"()
  ret void
}
declare i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1), i32)
)";
    const auto k = by_kernel(kernel_totals(classify_llvm_ir(ir)));
    REQUIRE(k.size() == 1);
    CHECK(k.at("k") == make(1, 2, 2, 2, 2, 3));
    const auto crlf_k = by_kernel(kernel_totals(classify_llvm_ir(crlf(ir))));
    CHECK(crlf_k.at("k") == k.at("k"));
}

TEST_CASE("classifiers: truncated, binary and garbage input is a typed error", "[probe][errors]")
{
    const auto r600 = data("r600_cypress_fig3_charstore.s");
    const auto amdgcn = data("amdgcn_gfx900_battery.s");
    const auto ptx = data("ptx_sm90_battery.s");
    const auto ir = data("llvm_ir_pocl_program.ll");
    const std::vector<std::pair<Family, std::string>> inputs{
        {Family::R600, r600}, {Family::Amdgcn, amdgcn}, {Family::Ptx, ptx}, {Family::LlvmIr, ir}};
    for (const auto &[family, text] : inputs) {
        require_input_error(family, "");
        require_input_error(family, std::string("\x7f" "ELF\x02\x01\x01\0\0\0", 10));
        require_input_error(family, "this is not a listing\nat all }\n");
        // cut inside the first function body: truncated
        const auto body = family == Family::Ptx ? text.find(".entry") : text.find(family == Family::LlvmIr ? "define " : "%bb.0");
        REQUIRE(body != std::string::npos);
        require_input_error(family, text.substr(0, body + 40));
    }
    require_input_error(Family::Ptx, ".version 7.8\n.target sm_90\n.entry k() { ret; } }\n");  // unbalanced
    require_input_error(Family::Ptx, ".version 7.8\n.target sm_90\n.entry k() { /* ret; }\n");  // open comment
    require_input_error(Family::Ptx, ".entry k() { ret; }\n");                                   // no header
}

TEST_CASE("kernel_totals: named kernels, callees counted once, missing kernel", "[probe]")
{
    Listing l;
    l.family = Family::LlvmIr;
    l.functions.push_back({"a", false, make(1, 0, 0, 0, 0, 0), {"b", "b", "a"}});
    l.functions.push_back({"b", false, make(0, 1, 0, 0, 0, 0), {"a"}});
    const std::vector<std::string> names{"a"};
    const auto totals = kernel_totals(l, &names);
    REQUIRE(totals.size() == 1);
    CHECK(totals[0].counts == make(1, 1, 0, 0, 0, 0));  // recursion and repeated calls: once each
    const std::vector<std::string> missing{"nope"};
    CHECK_THROWS_AS(kernel_totals(l, &missing), swatomic::Error);
}

TEST_CASE("kernel_totals: a long call chain without kernel marks totals every function", "[probe]")
{
    // The shape the llvm-ir fuzzer found: every function is a kernel, each calls the next, so the
    // walk visits n(n+1)/2 functions (it once took seconds for a 200 KB listing).
    constexpr std::size_t n = 3000;
    std::string ir;
    for (std::size_t i = 0; i < n; ++i)
        ir += "define void @f" + std::to_string(i) + "() {\n  %v = load i32, ptr addrspace(1) %p\n  call void @f" +
              std::to_string(i + 1) + "()\n}\n";
    const auto totals = kernel_totals(classify_llvm_ir(ir));
    REQUIRE(totals.size() == n);
    for (std::size_t i = 0; i < n; i += 499) {
        INFO("kernel f" << i);
        CHECK(totals[i].name == "f" + std::to_string(i));
        CHECK(totals[i].counts.global_loads == n - i);
    }
}
