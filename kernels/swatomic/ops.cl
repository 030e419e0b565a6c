// swatomic operations: what each SWATOMIC_OP_* (protocol.h) does to a variable. The requester
// folds its lanes' operands with swatomic_apply_; the coordinator applies requests to its local
// copy of a variable with swatomic_apply_local_, whose local atomics order the requests.
#ifndef SWATOMIC_OPS_CL
#define SWATOMIC_OPS_CL

#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#ifndef __ENDIAN_LITTLE__
#error "swatomic keeps a 32-bit variable in the low half of a 64-bit word: little-endian devices only"
#endif

float swatomic_fmin_(float a, float b) { return b < a ? b : a; }  // a NaN operand leaves a
float swatomic_fmax_(float a, float b) { return b > a ? b : a; }

// The variable's new value after `op` with `operand` (and cmpxchg's `compare`) on `current`.
// 32-bit operations use and return the low 32 bits. Also folds operands: for every op but
// cmpxchg, apply(apply(b, x), y) == apply(b, apply(x, y)).
ulong swatomic_apply_(uint op, ulong current, ulong operand, ulong compare)
{
    const uint c = (uint)current, v = (uint)operand;
    switch (op) {
    case SWATOMIC_OP_ADD32: return c + v;
    case SWATOMIC_OP_MIN_I32: return (uint)min((int)c, (int)v);
    case SWATOMIC_OP_MAX_I32: return (uint)max((int)c, (int)v);
    case SWATOMIC_OP_MIN_U32: return min(c, v);
    case SWATOMIC_OP_MAX_U32: return max(c, v);
    case SWATOMIC_OP_AND32: return c & v;
    case SWATOMIC_OP_OR32: return c | v;
    case SWATOMIC_OP_XOR32: return c ^ v;
    case SWATOMIC_OP_XCHG32: return v;
    case SWATOMIC_OP_CMPXCHG32: return c == (uint)compare ? v : c;
    case SWATOMIC_OP_ADD_F32: return as_uint(as_float(c) + as_float(v));
    case SWATOMIC_OP_MIN_F32: return as_uint(swatomic_fmin_(as_float(c), as_float(v)));
    case SWATOMIC_OP_MAX_F32: return as_uint(swatomic_fmax_(as_float(c), as_float(v)));
    case SWATOMIC_OP_ADD64: return current + operand;
    case SWATOMIC_OP_MIN_I64: return (ulong)min((long)current, (long)operand);
    case SWATOMIC_OP_MAX_I64: return (ulong)max((long)current, (long)operand);
    case SWATOMIC_OP_MIN_U64: return min(current, operand);
    case SWATOMIC_OP_MAX_U64: return max(current, operand);
    case SWATOMIC_OP_AND64: return current & operand;
    case SWATOMIC_OP_OR64: return current | operand;
    case SWATOMIC_OP_XOR64: return current ^ operand;
    case SWATOMIC_OP_XCHG64: return operand;
    case SWATOMIC_OP_CMPXCHG64: return current == compare ? operand : current;
#ifdef cl_khr_fp64
    case SWATOMIC_OP_ADD_F64: return as_ulong(as_double(current) + as_double(operand));
    case SWATOMIC_OP_MIN_F64: return as_ulong(as_double(operand) < as_double(current) ? as_double(operand) : as_double(current));
    case SWATOMIC_OP_MAX_F64: return as_ulong(as_double(operand) > as_double(current) ? as_double(operand) : as_double(current));
#endif
    default: return current;
    }
}

// Operations a coordinator may fold for another coordinator's variable: each has an identity
// (swatomic_identity_), so a request's old value is apply(base, fold of the requests before it).
int swatomic_foldable_(uint op)
{
    return op != SWATOMIC_OP_XCHG32 && op != SWATOMIC_OP_CMPXCHG32 && op != SWATOMIC_OP_XCHG64 &&
           op != SWATOMIC_OP_CMPXCHG64 && op != SWATOMIC_OP_FINISH;
}

ulong swatomic_identity_(uint op)
{
    switch (op) {
    case SWATOMIC_OP_MIN_I32: return 0x7fffffffu;
    case SWATOMIC_OP_MAX_I32: return 0x80000000u;
    case SWATOMIC_OP_MIN_U32:
    case SWATOMIC_OP_AND32: return 0xffffffffu;
    case SWATOMIC_OP_ADD_F32: return 0x80000000u;  // -0.0f: x + -0.0f == x for every x
    case SWATOMIC_OP_MIN_F32: return 0x7f800000u;  // +inf
    case SWATOMIC_OP_MAX_F32: return 0xff800000u;  // -inf
    case SWATOMIC_OP_MIN_I64: return 0x7fffffffffffffffull;
    case SWATOMIC_OP_MAX_I64: return 0x8000000000000000ull;
    case SWATOMIC_OP_MIN_U64:
    case SWATOMIC_OP_AND64: return 0xffffffffffffffffull;
    case SWATOMIC_OP_ADD_F64: return 0x8000000000000000ull;
    case SWATOMIC_OP_MIN_F64: return 0x7ff0000000000000ull;
    case SWATOMIC_OP_MAX_F64: return 0xfff0000000000000ull;
    default: return 0;  // add, max_u32/u64, or, xor
    }
}

// Compare-and-swap loops for the operations without a local atomic: each try fails only when
// another request of the same pass succeeded, so `bound` tries suffice.
uint swatomic_cas_local32_(__local uint *v, uint op, ulong operand, uint bound)
{
    uint seen = *v;
    for (uint tries = 0; tries <= bound; ++tries) {
        const uint old = seen;
        seen = atomic_cmpxchg(v, old, (uint)swatomic_apply_(op, old, operand, 0));
        if (seen == old) return old;
    }
    return seen;
}

// Applies a request to the variable's local copy `cell` and returns the value before it.
// 32-bit operations use the cell's low half.
ulong swatomic_apply_local_(__local ulong *cell, uint op, ulong operand, ulong compare, uint bound)
{
    __local uint *v = (__local uint *)cell;
    const uint x = (uint)operand;
    switch (op) {
    case SWATOMIC_OP_ADD32: return atomic_add(v, x);
    case SWATOMIC_OP_MIN_I32: return (uint)atomic_min((__local int *)v, (int)x);
    case SWATOMIC_OP_MAX_I32: return (uint)atomic_max((__local int *)v, (int)x);
    case SWATOMIC_OP_MIN_U32: return atomic_min(v, x);
    case SWATOMIC_OP_MAX_U32: return atomic_max(v, x);
    case SWATOMIC_OP_AND32: return atomic_and(v, x);
    case SWATOMIC_OP_OR32: return atomic_or(v, x);
    case SWATOMIC_OP_XOR32: return atomic_xor(v, x);
    case SWATOMIC_OP_XCHG32: return atomic_xchg(v, x);
    case SWATOMIC_OP_CMPXCHG32: return atomic_cmpxchg(v, (uint)compare, x);
    case SWATOMIC_OP_ADD_F32:
    case SWATOMIC_OP_MIN_F32:
    case SWATOMIC_OP_MAX_F32: return swatomic_cas_local32_(v, op, operand, bound);
#ifdef SWATOMIC_HAVE_LOCAL_ATOMICS_64
    case SWATOMIC_OP_ADD64: return atom_add(cell, operand);
    case SWATOMIC_OP_MIN_I64: return (ulong)atom_min((__local long *)cell, (long)operand);
    case SWATOMIC_OP_MAX_I64: return (ulong)atom_max((__local long *)cell, (long)operand);
    case SWATOMIC_OP_MIN_U64: return atom_min(cell, operand);
    case SWATOMIC_OP_MAX_U64: return atom_max(cell, operand);
    case SWATOMIC_OP_AND64: return atom_and(cell, operand);
    case SWATOMIC_OP_OR64: return atom_or(cell, operand);
    case SWATOMIC_OP_XOR64: return atom_xor(cell, operand);
    case SWATOMIC_OP_XCHG64: return atom_xchg(cell, operand);
    case SWATOMIC_OP_CMPXCHG64: return atom_cmpxchg(cell, compare, operand);
    case SWATOMIC_OP_ADD_F64:
    case SWATOMIC_OP_MIN_F64:
    case SWATOMIC_OP_MAX_F64: {
        ulong seen = *cell;
        for (uint tries = 0; tries <= bound; ++tries) {
            const ulong old = seen;
            seen = atom_cmpxchg(cell, old, swatomic_apply_(op, old, operand, 0));
            if (seen == old) return old;
        }
        return seen;
    }
#endif
    default: return *cell;
    }
}

#endif  // SWATOMIC_OPS_CL
