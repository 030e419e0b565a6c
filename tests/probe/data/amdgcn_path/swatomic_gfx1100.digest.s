; swatomic-probe --builtin swatomic --target gfx1100 (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_acquire_u32:              ; @swatomic_load_acquire_u32
	global_load_b32 v0, v[0:1], off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_load_acquire_u64:              ; @swatomic_load_acquire_u64
	global_load_b64 v[0:1], v[0:1], off glc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_store_release_u32:             ; @swatomic_store_release_u32
	global_store_b32 v[0:1], v2, off
swatomic_store_release_u64:             ; @swatomic_store_release_u64
	global_store_b64 v[0:1], v[2:3], off
swatomic_clock_us:                      ; @swatomic_clock_us
swatomic_backoff:                       ; @swatomic_backoff
swatomic_lowest_lane:                   ; @swatomic_lowest_lane
swatomic_lanes_lowest:                  ; @swatomic_lanes_lowest
swatomic_lanes_count:                   ; @swatomic_lanes_count
swatomic_lanes_below:                   ; @swatomic_lanes_below
swatomic_lanes_has:                     ; @swatomic_lanes_has
swatomic_wave_index:                    ; @swatomic_wave_index
swatomic_amdgcn_ballot_:                ; @swatomic_amdgcn_ballot_
swatomic_wave_lane:                     ; @swatomic_wave_lane
	v_mbcnt_lo_u32_b32 v0, -1, 0
swatomic_wave_active:                   ; @swatomic_wave_active
swatomic_wave_ballot:                   ; @swatomic_wave_ballot
swatomic_wave_shfl:                     ; @swatomic_wave_shfl
	ds_bpermute_b32 v0, v0, v1
swatomic_wave_shfl64:                   ; @swatomic_wave_shfl64
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_wave_sync:                     ; @swatomic_wave_sync
swatomic_op_is_64_:                     ; @swatomic_op_is_64_
swatomic_apply_:                        ; @swatomic_apply_
swatomic_raise_:                        ; @swatomic_raise_
	global_store_b32 v[0:1], v2, off offset:8 dlc
	global_store_b32 v[0:1], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v4, off dlc
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_b64 v[3:4], v[0:1] offset:40
	flat_load_b32 v5, v[0:1] offset:56
	flat_store_b32 v[0:1], v6 offset:60
	global_store_b32 v[3:4], v2, off offset:8 dlc
	global_store_b32 v[3:4], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v6, off dlc
swatomic_wait_begin_:                   ; @swatomic_wait_begin_
	flat_load_b64 v[0:1], v[0:1] offset:40
	flat_store_b32 v[2:3], v5
	global_load_b32 v4, v[0:1], off offset:4 glc dlc
	flat_store_b96 v[2:3], v[4:6] offset:4
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_b32 v4, v[2:3]
	flat_store_b32 v[2:3], v8
	flat_load_b64 v[6:7], v[0:1] offset:40
	global_load_b32 v4, v[6:7], off glc dlc
	flat_store_b32 v[0:1], v2 offset:60
	global_load_b32 v5, v[6:7], off offset:4 glc dlc
	flat_load_b32 v4, v[2:3] offset:4
	flat_store_b128 v[2:3], v[4:7]
	global_load_b32 v2, v[6:7], off offset:16 glc dlc
	flat_load_b32 v2, v[0:1] offset:56
	flat_store_b32 v[0:1], v4 offset:60
	global_store_b32 v[6:7], v4, off offset:8 dlc
	global_store_b32 v[6:7], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[6:7], v4, off dlc
swatomic_post_and_wait_:                ; @swatomic_post_and_wait_
	flat_load_b64 v[5:6], v[0:1] offset:40
	global_load_b32 v3, v[5:6], off glc dlc
	flat_store_b32 v[0:1], v2 offset:60
	flat_load_b32 v3, v[0:1] offset:56
	flat_load_b64 v[7:8], v[0:1]
	global_store_b32 v[7:8], v2, off dlc
	global_load_b32 v7, v[5:6], off offset:4 glc dlc
	flat_load_b32 v3, v[0:1] offset:56
	flat_load_b64 v[5:6], v[0:1]
	global_load_b32 v5, v[5:6], off glc dlc
	flat_load_b64 v[5:6], v[0:1] offset:40
	global_load_b32 v9, v[5:6], off glc dlc
	flat_store_b32 v[0:1], v2 offset:60
	global_load_b32 v9, v[5:6], off offset:4 glc dlc
	global_load_b32 v9, v[5:6], off offset:16 glc dlc
	flat_store_b32 v[0:1], v2 offset:60
	global_store_b32 v[5:6], v2, off offset:8 dlc
	global_store_b32 v[5:6], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[5:6], v2, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_wave_words_:                   ; @swatomic_wave_words_
	flat_load_b32 v0, v[0:1] offset:48
swatomic_wave_lanes_:                   ; @swatomic_wave_lanes_
	flat_load_b32 v0, v[0:1] offset:48
swatomic_request_:                      ; @swatomic_request_
	flat_load_b32 v8, v[0:1] offset:60
	flat_load_b32 v7, v[0:1] offset:48
	flat_load_b64 v[9:10], v[0:1] offset:40
	flat_load_b32 v11, v[0:1] offset:56
	flat_store_b32 v[0:1], v8 offset:60
	global_store_b32 v[9:10], v12, off offset:8 dlc
	global_store_b32 v[9:10], v11, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[9:10], v8, off dlc
	flat_store_b32 v[0:1], v2 offset:60
	v_mbcnt_lo_u32_b32 v16, -1, 0
	flat_load_b64 v[7:8], v[0:1] offset:40
	global_load_b32 v11, v[7:8], off offset:4 glc dlc
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:40
	global_load_b32 v14, v[7:8], off glc dlc
	flat_store_b32 v[0:1], v10 offset:60
	global_load_b32 v14, v[7:8], off offset:4 glc dlc
	global_load_b32 v14, v[7:8], off offset:16 glc dlc
	flat_load_b32 v14, v[0:1] offset:56
	flat_store_b32 v[0:1], v10 offset:60
	global_store_b32 v[7:8], v10, off offset:8 dlc
	global_store_b32 v[7:8], v14, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[7:8], v10, off dlc
	flat_load_b32 v5, v[0:1] offset:56
	ds_bpermute_b32 v10, v5, v2
	ds_bpermute_b32 v11, v5, v3
	ds_bpermute_b32 v5, v5, v4
	flat_load_b64 v[11:12], v[0:1] offset:8
	global_store_b64 v[11:12], v[2:3], off dlc
	flat_load_b64 v[11:12], v[0:1] offset:16
	global_store_b32 v[11:12], v4, off dlc
	flat_load_b64 v[11:12], v[0:1] offset:24
	global_store_b64 v[11:12], v[9:10], off dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[5:6], v[0:1] offset:40
	global_load_b32 v2, v[5:6], off glc dlc
	flat_store_b32 v[0:1], v2 offset:60
	flat_load_b32 v2, v[0:1] offset:56
	flat_load_b64 v[10:11], v[0:1]
	global_store_b32 v[10:11], v2, off dlc
	global_load_b32 v11, v[5:6], off offset:4 glc dlc
	flat_load_b32 v2, v[0:1] offset:56
	flat_load_b64 v[5:6], v[0:1]
	global_load_b32 v5, v[5:6], off glc dlc
	flat_load_b64 v[5:6], v[0:1] offset:40
	global_load_b32 v16, v[5:6], off glc dlc
	flat_store_b32 v[0:1], v10 offset:60
	global_load_b32 v16, v[5:6], off offset:4 glc dlc
	global_load_b32 v16, v[5:6], off offset:16 glc dlc
	flat_store_b32 v[0:1], v10 offset:60
	global_store_b32 v[5:6], v10, off offset:8 dlc
	global_store_b32 v[5:6], v2, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[5:6], v10, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[2:3], v[0:1] offset:32
	global_load_b64 v[5:6], v[2:3], off glc dlc
	buffer_gl0_inv
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_b32 v2, v[0:1] offset:60
	flat_load_b32 v2, v[0:1] offset:48
	buffer_gl0_inv
	flat_load_b32 v2, v[0:1] offset:56
	flat_load_b64 v[0:1], v[0:1]
	global_store_b32 v[0:1], v2, off dlc
swatomic_coord_layout_:                 ; @swatomic_coord_layout_
swatomic_hash_:                         ; @swatomic_hash_
swatomic_low_word_:                     ; @swatomic_low_word_
swatomic_apply_local32_:                ; @swatomic_apply_local32_
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
swatomic_load_pending4_:                ; @swatomic_load_pending4_
	global_load_b32 v0, v[6:7], off glc dlc
	global_load_b32 v1, v[4:5], off glc dlc
	global_load_b32 v2, v[8:9], off glc dlc
	global_load_b32 v3, v[10:11], off glc dlc
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	v_mbcnt_lo_u32_b32 v4, -1, 0
	ds_bpermute_b32 v5, v5, v1
	buffer_gl0_inv
	ds_bpermute_b32 v0, v0, v1
swatomic_coord_round_:                  ; @swatomic_coord_round_
	flat_load_b64 v[15:16], v[0:1]
	global_load_b32 v26, v[15:16], off glc dlc
	flat_load_b128 v[15:18], v[0:1] offset:8
	global_load_b64 v[15:16], v[15:16], off glc dlc
	global_load_b32 v27, v[17:18], off glc dlc
	flat_load_b64 v[17:18], v[0:1] offset:24
	global_load_b64 v[17:18], v[17:18], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b64 v[17:18], v[15:16], off glc dlc
	global_load_b32 v13, v[15:16], off glc dlc
	flat_load_b64 v[15:16], v[0:1] offset:32
	global_store_b64 v[15:16], v[13:14], off dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	flat_load_b64 v[17:18], v[0:1] offset:32
	global_store_b64 v[17:18], v[15:16], off dlc
	buffer_gl0_inv
	global_store_b64 v[0:1], v[12:13], off dlc
	global_store_b32 v[0:1], v12, off dlc
swatomic_coordinate_:                   ; @swatomic_coordinate_
	flat_load_b128 v[3:6], v[0:1] offset:40
	global_load_b32 v15, v[3:4], off offset:36 glc dlc
	global_load_b32 v16, v[3:4], off offset:20 glc dlc
	v_mbcnt_lo_u32_b32 v48, -1, 0
	flat_load_b64 v[3:4], v[0:1] offset:40
	global_load_b32 v3, v[3:4], off glc dlc
	flat_load_b64 v[3:4], v[0:1]
	global_load_b32 v3, v[54:55], off glc dlc
	global_load_b32 v4, v[54:55], off offset:4 glc dlc
	global_load_b32 v7, v[54:55], off offset:8 glc dlc
	global_load_b32 v8, v[54:55], off offset:12 glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	ds_bpermute_b32 v8, v8, v7
	buffer_gl0_inv
	ds_bpermute_b32 v4, v4, v7
	flat_load_b64 v[3:4], v[0:1]
	global_load_b32 v65, v[3:4], off glc dlc
	flat_load_b128 v[66:69], v[0:1] offset:8
	global_load_b64 v[7:8], v[66:67], off glc dlc
	global_load_b32 v66, v[68:69], off glc dlc
	flat_load_b64 v[67:68], v[0:1] offset:24
	global_load_b64 v[3:4], v[3:4], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b64 v[7:8], v[3:4], off glc dlc
	global_load_b32 v12, v[3:4], off glc dlc
	flat_load_b64 v[3:4], v[0:1] offset:32
	global_store_b64 v[3:4], v[10:11], off dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	flat_load_b64 v[7:8], v[0:1] offset:32
	global_store_b64 v[7:8], v[3:4], off dlc
	buffer_gl0_inv
	global_store_b64 v[3:4], v[54:55], off dlc
	global_store_b32 v[3:4], v12, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_b64 v[7:8], v[0:1] offset:40
	global_store_b32 v[7:8], v3, off offset:8 dlc
	global_store_b32 v[7:8], v4, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[7:8], v37, off dlc
	flat_load_b64 v[3:4], v[0:1]
	global_store_b32 v[54:55], v13, off dlc
	flat_load_b64 v[7:8], v[0:1] offset:40
	global_store_b32 v[7:8], v10, off offset:4 dlc
	flat_load_b64 v[3:4], v[0:1] offset:40
	global_store_b32 v[3:4], v7, off offset:24 dlc
	global_store_b32 v[3:4], v27, off offset:28 dlc
	global_store_b32 v[3:4], v18, off offset:8 dlc
	global_store_b32 v[3:4], v5, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[3:4], v7, off dlc
	flat_load_b64 v[0:1], v[0:1]
	global_store_b32 v[3:4], v10, off dlc
	v_readlane_b32 s36, v2, 4
	v_readlane_b32 s35, v2, 3
	v_readlane_b32 s34, v2, 2
	v_readlane_b32 s31, v2, 1
	v_readlane_b32 s30, v2, 0
swatomic_begin_:                        ; @swatomic_begin_
	v_readfirstlane_b32 s1, v14
	global_load_b32 v4, v[11:12], off offset:32 glc dlc
	global_load_b32 v4, v[11:12], off offset:32 glc dlc
swatomic_op_u32_:                       ; @swatomic_op_u32_
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_add_u32_:                      ; @swatomic_add_u32_
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_cmpxchg_u32_:                  ; @swatomic_cmpxchg_u32_
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_add_u64_:                      ; @swatomic_add_u64_
swatomic_add_long_:                     ; @swatomic_add_long_
swatomic_add_float_:                    ; @swatomic_add_float_
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_xchg_float_:                   ; @swatomic_xchg_float_
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_add_double_:                   ; @swatomic_add_double_
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_indexed_add_items_:            ; @swatomic_indexed_add_items_
	flat_load_b32 v3, v[23:24] offset:64
	flat_load_b32 v2, v[23:24] offset:68
	global_load_u8 v0, v[0:1], off
	global_load_b32 v0, v[0:1], off
	global_load_b32 v5, v[1:2], off
	global_store_b32 v[1:2], v0, off
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
swatomic_indexed_add:                   ; @swatomic_indexed_add
	v_readfirstlane_b32 s12, v0
	global_load_b32 v3, v1, s[38:39] offset:32 glc dlc
	global_load_b32 v3, v0, s[38:39] offset:32 glc dlc
	global_load_u8 v0, v[0:1], off
	global_load_b32 v0, v[0:1], off
	global_load_b32 v5, v[1:2], off
	global_store_b32 v[1:2], v0, off
	buffer_gl0_inv
	global_store_b32 v[0:1], v2, off dlc
	global_load_b32 v10, v0, s[38:39] offset:36 glc dlc
	global_load_b32 v1, v0, s[38:39] offset:20 glc dlc
	v_readfirstlane_b32 s6, v1
	v_mbcnt_lo_u32_b32 v29, -1, 0
	global_load_b32 v0, v[36:37], off glc dlc
	global_load_b32 v1, v[36:37], off offset:4 glc dlc
	global_load_b32 v2, v[36:37], off offset:8 glc dlc
	global_load_b32 v3, v[36:37], off offset:12 glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	ds_bpermute_b32 v3, v3, v2
	buffer_gl0_inv
	ds_bpermute_b32 v2, v1, v2
	global_load_b32 v38, v[0:1], off glc dlc
	global_load_b64 v[5:6], v[39:40], off glc dlc
	global_load_b32 v39, v[41:42], off glc dlc
	global_load_b64 v[0:1], v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_b64 v[2:3], v[0:1], off glc dlc
	global_load_b32 v3, v[0:1], off glc dlc
	global_store_b64 v[0:1], v[3:4], off dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl0_inv
	v_readfirstlane_b32 s24, v2
	global_store_b64 v[2:3], v[5:6], off dlc
	buffer_gl0_inv
	global_store_b64 v[0:1], v[6:7], off dlc
	global_store_b32 v[0:1], v6, off dlc
	buffer_gl0_inv
	buffer_gl1_inv
	v_readfirstlane_b32 s5, v0
	global_store_b32 v[1:2], v0, off offset:8 dlc
	global_store_b32 v[1:2], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[1:2], v30, off dlc
	global_store_b32 v[6:7], v4, off dlc
	v_readfirstlane_b32 s5, v0
	v_readfirstlane_b32 s4, v1
	global_store_b32 v[0:1], v2, off offset:4 dlc
	global_load_b32 v0, v[0:1], off glc dlc
	global_store_b32 v[0:1], v2, off offset:24 dlc
	global_store_b32 v[0:1], v3, off offset:28 dlc
	global_store_b32 v[0:1], v2, off offset:8 dlc
	global_store_b32 v[0:1], v3, off offset:12 dlc
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_b32 v[0:1], v4, off dlc
	v_readfirstlane_b32 s0, v0
	global_store_b32 v[2:3], v32, off dlc
swatomic_residency_check:               ; @swatomic_residency_check
	global_store_b32 v0, v3, s[10:11] dlc
	v_readfirstlane_b32 s1, v1
	global_load_b32 v2, v0, s[10:11] glc dlc
	global_store_b32 v0, v1, s[0:1]
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
