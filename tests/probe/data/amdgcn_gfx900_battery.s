	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	rmw                     ; -- Begin function rmw
	.globl	rmw
	.p2align	8
	.type	rmw,@function
rmw:                                    ; @rmw
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x2c
	v_mov_b32_e32 v3, s8
	v_mov_b32_e32 v5, 3
	s_mov_b32 s8, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s0, 0xffff
	v_add_co_u32_e32 v1, vcc, s1, v0
	v_addc_co_u32_e64 v2, s[0:1], 0, 0, vcc
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mad_u64_u32 v[1:2], s[4:5], s4, v3, v[1:2]
	s_load_dwordx2 s[4:5], s[6:7], 0x10
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_add v2, v3, v1, s[0:1] glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_mov_b32_e32 v4, v1
	v_ashrrev_i64 v[7:8], 30, v[3:4]
	v_mov_b32_e32 v9, s5
	v_add_co_u32_e32 v7, vcc, s4, v7
	v_addc_co_u32_e32 v8, vcc, v9, v8, vcc
	v_mov_b32_e32 v6, v1
	global_store_dword v[7:8], v2, off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_cmpswap v2, v3, v[5:6], s[0:1] offset:4 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_add_co_u32_e64 v5, vcc, s8, 0
	v_addc_co_u32_e32 v6, vcc, 1, v4, vcc
	v_ashrrev_i64 v[5:6], 30, v[5:6]
	v_add_co_u32_e32 v5, vcc, s4, v5
	v_addc_co_u32_e32 v6, vcc, v9, v6, vcc
	global_store_dword v[5:6], v2, off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_swap v2, v3, v1, s[0:1] offset:8 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_add_co_u32_e64 v5, vcc, s8, 0
	v_addc_co_u32_e32 v6, vcc, 2, v4, vcc
	v_ashrrev_i64 v[5:6], 30, v[5:6]
	v_add_co_u32_e32 v5, vcc, s4, v5
	v_addc_co_u32_e32 v6, vcc, v9, v6, vcc
	global_store_dword v[5:6], v2, off
	v_mov_b32_e32 v2, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_add v3, v2, s[2:3]
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	global_load_dword v6, v3, s[0:1] offset:12
	s_load_dword s8, s[6:7], 0x18
	s_load_dwordx2 s[2:3], s[6:7], 0x20
	v_ashrrev_i32_e32 v2, 31, v1
	s_mov_b64 s[6:7], 0
.LBB0_1:                                ; %atomicrmw.start
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_min_i32_e32 v5, v6, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_atomic_cmpswap v5, v3, v[5:6], s[0:1] offset:12 glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	v_cmp_eq_u32_e32 vcc, v5, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v6, v5
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_1
; %bb.2:                                ; %atomicrmw.end
	s_or_b64 exec, exec, s[6:7]
	v_lshl_add_u32 v0, v0, 2, s8
	v_mov_b32_e32 v5, s8
	ds_write_b32 v0, v1
	v_mov_b32_e32 v0, 1
	v_add_co_u32_e64 v3, vcc, 0, 0
	s_waitcnt vmcnt(15) lgkmcnt(0)
	s_barrier
	s_waitcnt lgkmcnt(0)
	ds_add_rtn_u32 v6, v5, v0
	s_waitcnt lgkmcnt(0)
	v_addc_co_u32_e32 v4, vcc, 3, v4, vcc
	v_ashrrev_i64 v[3:4], 30, v[3:4]
	v_mov_b32_e32 v7, s5
	v_add_co_u32_e32 v3, vcc, s4, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	s_waitcnt lgkmcnt(0)
	ds_or_b32 v5, v0 offset:4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v0, v4, vcc
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_store_dwordx2 v[3:4], v[1:2], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel rmw
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	rmw, .Lfunc_end0-rmw
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 536
; NumSgprs: 11
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 10
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	stores                  ; -- Begin function stores
	.globl	stores
	.p2align	8
	.type	stores,@function
stores:                                 ; @stores
; %bb.0:
	s_load_dword s0, s[4:5], 0x4
	s_load_dword s1, s[6:7], 0x34
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s2, s0, 0xffff
	v_add_co_u32_e32 v0, vcc, s1, v0
	v_addc_co_u32_e64 v1, s[0:1], 0, 0, vcc
	v_mad_u64_u32 v[0:1], s[0:1], s2, v2, v[0:1]
	s_load_dwordx4 s[0:3], s[6:7], 0x20
	v_mov_b32_e32 v5, v0
	v_ashrrev_i64 v[1:2], 30, v[4:5]
	s_load_dwordx8 s[4:11], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v3, v[1:2], off
	v_mov_b32_e32 v7, s7
	v_ashrrev_i32_e32 v8, 31, v0
	v_ashrrev_i64 v[1:2], 31, v[4:5]
	v_add_co_u32_e32 v6, vcc, s6, v0
	v_addc_co_u32_e32 v7, vcc, v7, v8, vcc
	v_mov_b32_e32 v10, s5
	v_ashrrev_i64 v[8:9], 28, v[4:5]
	v_add_co_u32_e32 v1, vcc, s4, v1
	v_addc_co_u32_e32 v2, vcc, v10, v2, vcc
	v_mov_b32_e32 v11, s11
	v_add_co_u32_e32 v10, vcc, s10, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	v_add_co_u32_e32 v8, vcc, s8, v8
	global_store_short v[1:2], v0, off
	s_waitcnt vmcnt(1)
	global_store_byte v[6:7], v3, off
	global_load_dwordx4 v[0:3], v[10:11], off
	v_mov_b32_e32 v7, v4
	v_mov_b32_e32 v10, s9
	v_ashrrev_i64 v[4:5], 29, v[4:5]
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_mov_b32_e32 v6, 1
	v_addc_co_u32_e32 v5, vcc, v11, v5, vcc
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v3, v3
	v_add_f32_e32 v2, v2, v2
	v_add_f32_e32 v1, v1, v1
	v_add_f32_e32 v0, v0, v0
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx2 v[4:5], v[6:7], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel stores
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	stores, .Lfunc_end1-stores
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 14
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.ident	"Debian clang version 16.0.6 (15~deb12u1)"
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_none
      - .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .offset:         88
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           rmw
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         rmw.kd
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'short*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'char*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         40
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_none
      - .offset:         80
        .size:           8
        .value_kind:     hidden_none
      - .offset:         88
        .size:           8
        .value_kind:     hidden_none
      - .offset:         96
        .size:           8
        .value_kind:     hidden_none
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           stores
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         stores.kd
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
