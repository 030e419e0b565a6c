	.text
	.section	.AMDGPU.config
	.long	166100
	.long	11
	.long	165900
	.long	0
	.long	166120
	.long	0
	.text
	.globl	rmw                             ; -- Begin function rmw
	.p2align	8
	.type	rmw,@function
rmw:                                    ; @rmw
rmw$local:
	.type	rmw$local,@function
; %bb.0:
	ALU 24, @20, KC0[CB0:0-32], KC1[]
	MEM_RAT ATOMIC_ADD T10, T6.X
	MEM_RAT ATOMIC_CMPXCHG_INT T4, T5.X
	MEM_RAT ATOMIC_ADD T9, T3.X
	MEM_RAT ATOMIC_MIN_INT T8, T1.X
	ALU 12, @45, KC0[CB0:0-32], KC1[]
	ALU 1, @58, KC0[], KC1[]
	MEM_RAT_CACHELESS STORE_RAW T1.X, T0.X, 0
	ALU 6, @60, KC0[CB0:0-32], KC1[]
	MEM_RAT_CACHELESS STORE_RAW T1.X, T0.X, 0
	ALU 9, @67, KC0[CB0:0-32], KC1[]
	;;#ASMSTART
	; swatomic-probe: mem_fence
	;;#ASMEND
	MEM_RAT_CACHELESS STORE_RAW T1.XY, T0.X, 0
	ALU 1, @77, KC0[CB0:0-32], KC1[]
	TEX 0 @18
	ALU 11, @79, KC0[], KC1[]
	MEM_RAT MSKOR T1.XW, T0.X
	CF_END
	PAD
	Fetch clause starting at 18:
	  VTX_READ_16 T1.X, T0.X, 2, #1
	ALU clause starting at 20:
	  MULLO_INT * T0.Y, KC0[1].Z, T1.X,  
	  ADD_INT   T1.X, KC0[2].Y, literal.x,  
	  ADD_INT * T0.W, PS, T0.X,  
	12(1.681558e-44), 0(0.000000e+00)
	  ADD_INT   T2.X, PV.W, KC0[4].X,  
	  MOV * T3.X, KC0[2].Z,  
	  MOV * T4.W, PV.X,  
	  MOV   T4.X, literal.x,  
	  ADD_INT * T5.X, KC0[2].Y, literal.y,  
	3(4.203895e-45), 4(5.605194e-45)
	  MOV   T6.X, KC0[2].Y,  
	  MOV * T7.X, literal.x,  
	1(1.401298e-45), 0(0.000000e+00)
	  MOV   T8.X, T2.X,  
	  MOV   T8.Y, T2.Y,  
	  MOV   T8.Z, T2.Z,  
	  MOV   T8.W, T2.W,  
	  MOV * T9.X, PS,  
	  MOV   T9.Y, T7.Y,  
	  MOV   T9.Z, T7.Z,  
	  MOV * T9.W, T7.W,  
	  MOV   T10.X, T2.X,  
	  MOV   T10.Y, T2.Y,  
	  MOV   T10.Z, T2.Z,  
	  MOV * T10.W, T2.W,  
	ALU clause starting at 45:
	  LSHL * T0.W, T2.X, literal.x,  
	2(2.802597e-45), 0(0.000000e+00)
	  ADD_INT   T0.W, KC0[2].W, PV.W,  
	  LSHL * T1.W, T0.X, literal.x,  
	2(2.802597e-45), 0(0.000000e+00)
	  ADD_INT * T2.W, PV.W, literal.x,  
	12(1.681558e-44), 0(0.000000e+00)
	  LSHR   T0.X, PV.W, literal.x,  
	  ADD_INT * T1.W, KC0[3].X, T1.W,  
	2(2.802597e-45), 0(0.000000e+00)
	  LDS_WRITE * T1.W, T2.X, 
	  MOV * T1.W, KC0[3].X,  
	  GROUP_BARRIER
	ALU clause starting at 58:
	  LDS_ADD_RET * OQAP, T1.W, T7.X, 
	  MOV * T1.X, OQAP,  
	ALU clause starting at 60:
	  ADD_INT * T0.W, T0.W, literal.x,  
	16(2.242078e-44), 0(0.000000e+00)
	  LSHR   T0.X, PV.W, literal.x,  
	  ADD_INT * T0.W, KC0[3].X, literal.y,  
	2(2.802597e-45), 8(1.121039e-44)
	  LDS_WRXCHG_RET * OQAP, T0.W, T7.X, 
	  MOV * T1.X, OQAP,  
	ALU clause starting at 67:
	  LSHL * T0.W, T2.X, literal.x,  
	3(4.203895e-45), 0(0.000000e+00)
	  ADD_INT * T0.W, KC0[3].Y, PV.W,  
	  LSHR   T0.X, PV.W, literal.x,  
	  ASHR   T1.Y, T2.X, literal.y,  
	  MOV * T1.X, T2.X,  
	2(2.802597e-45), 31(4.344025e-44)
	  ADD_INT * T0.W, KC0[3].X, literal.x,  
	4(5.605194e-45), 0(0.000000e+00)
	  LDS_OR * T0.W, T7.X, 
	ALU clause starting at 77:
	  LSHL * T0.W, T2.X, 1,  
	  ADD_INT * T0.X, KC0[3].Z, PV.W,  
	ALU clause starting at 79:
	  AND_INT   T0.W, T0.X, literal.x,  
	  AND_INT * T1.W, T1.X, literal.y,  
	3(4.203895e-45), 65535(9.183409e-41)
	  LSHL * T0.W, PV.W, literal.x,  
	3(4.203895e-45), 0(0.000000e+00)
	  LSHL   T1.X, T1.W, PV.W,  
	  LSHL * T1.W, literal.x, PV.W,  
	65535(9.183409e-41), 0(0.000000e+00)
	  MOV   T1.Y, 0.0,  
	  MOV * T1.Z, 0.0,  
	  LSHR * T0.X, T0.X, literal.x,  
	2(2.802597e-45), 0(0.000000e+00)
.Lfunc_end0:
	.size	rmw, .Lfunc_end0-rmw
	.size	rmw$local, .Lfunc_end0-rmw
                                        ; -- End function
	.section	.AMDGPU.csdata
	;SQ_PGM_RESOURCES:STACK_SIZE = 0
	.ident	"Debian clang version 16.0.6 (15~deb12u1)"
	.section	".note.GNU-stack"
