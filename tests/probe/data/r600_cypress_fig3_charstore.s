	.text
	.section	.AMDGPU.config
	.long	166100
	.long	3
	.long	165900
	.long	0
	.long	166120
	.long	0
	.text
	.globl	Benchmark                       ; -- Begin function Benchmark
	.p2align	8
	.type	Benchmark,@function
Benchmark:                              ; @Benchmark
Benchmark$local:
	.type	Benchmark$local,@function
; %bb.0:
	ALU 7, @8, KC0[CB0:0-32], KC1[]
	MEM_RAT ATOMIC_ADD T2, T1.X
	TEX 0 @6
	ALU 4, @16, KC0[CB0:0-32], KC1[]
	MEM_RAT_CACHELESS STORE_RAW T1.X, T0.X, 1
	CF_END
	Fetch clause starting at 6:
	  VTX_READ_32 T1.X, T1.X, 0, #1
	ALU clause starting at 8:
	  MULLO_INT * T0.Y, KC0[1].Z, T1.X,  
	  MOV   T1.X, KC0[2].Y,  
	  ADD_INT * T0.W, PS, T0.X,  
	  ADD_INT * T0.X, PV.W, KC0[3].X,  
	  MOV   T2.X, PV.X,  
	  MOV   T2.Y, T0.Y,  
	  MOV   T2.Z, T0.Z,  
	  MOV * T2.W, T0.W,  
	ALU clause starting at 16:
	  LSHL * T0.W, T0.X, literal.x,  
	2(2.802597e-45), 0(0.000000e+00)
	  ADD_INT * T0.W, KC0[2].Z, PV.W,  
	  LSHR * T0.X, PV.W, literal.x,  
	2(2.802597e-45), 0(0.000000e+00)
.Lfunc_end0:
	.size	Benchmark, .Lfunc_end0-Benchmark
	.size	Benchmark$local, .Lfunc_end0-Benchmark
                                        ; -- End function
	.section	.AMDGPU.csdata
	;SQ_PGM_RESOURCES:STACK_SIZE = 0
	.section	.AMDGPU.config
	.long	166100
	.long	3
	.long	165900
	.long	0
	.long	166120
	.long	0
	.text
	.globl	charstore                       ; -- Begin function charstore
	.p2align	8
	.type	charstore,@function
charstore:                              ; @charstore
charstore$local:
	.type	charstore$local,@function
; %bb.0:
	ALU 3, @8, KC0[CB0:0-32], KC1[]
	TEX 0 @6
	ALU 13, @12, KC0[CB0:0-32], KC1[]
	MEM_RAT MSKOR T1.XW, T0.X
	CF_END
	PAD
	Fetch clause starting at 6:
	  VTX_READ_8 T0.X, T0.X, 0, #1
	ALU clause starting at 8:
	  MULLO_INT * T0.Y, KC0[1].Z, T1.X,  
	  ADD_INT * T0.W, PS, T0.X,  
	  ADD_INT * T0.W, PV.W, KC0[3].X,  
	  ADD_INT * T0.X, KC0[2].Y, PV.W,  
	ALU clause starting at 12:
	  ADD_INT * T0.W, KC0[2].Z, T0.W,  
	  AND_INT   T1.W, PV.W, literal.x,  
	  ADD_INT * T2.W, T0.X, 1,  
	3(4.203895e-45), 0(0.000000e+00)
	  AND_INT   T2.W, PS, literal.x,  
	  LSHL * T1.W, PV.W, literal.y,  
	255(3.573311e-43), 3(4.203895e-45)
	  LSHL   T1.X, PV.W, PS,  
	  LSHL * T1.W, literal.x, PS,  
	255(3.573311e-43), 0(0.000000e+00)
	  MOV   T1.Y, 0.0,  
	  MOV * T1.Z, 0.0,  
	  LSHR * T0.X, T0.W, literal.x,  
	2(2.802597e-45), 0(0.000000e+00)
.Lfunc_end1:
	.size	charstore, .Lfunc_end1-charstore
	.size	charstore$local, .Lfunc_end1-charstore
                                        ; -- End function
	.section	.AMDGPU.csdata
	;SQ_PGM_RESOURCES:STACK_SIZE = 0
	.ident	"Debian clang version 16.0.6 (15~deb12u1)"
	.section	".note.GNU-stack"
