; swatomic-probe --builtin swatomic --target gfx1030 (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_acquire_u32:              ; @swatomic_load_acquire_u32
	global_load_dword v0, v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_load_acquire_u64:              ; @swatomic_load_acquire_u64
	global_load_dwordx2 v[0:1], v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_store_release_u32:             ; @swatomic_store_release_u32
	global_store_dword v[0:1], v2, off
swatomic_store_release_u64:             ; @swatomic_store_release_u64
	global_store_dwordx2 v[0:1], v[2:3], off
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
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v4, off
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_dwordx2 v[3:4], v[0:1] offset:40
	flat_load_dword v5, v[0:1] offset:56
	flat_store_dword v[0:1], v6 offset:60
	global_store_dword v[3:4], v2, off offset:8
	global_store_dword v[3:4], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[3:4], v6, off
swatomic_wait_begin_:                   ; @swatomic_wait_begin_
	flat_load_dwordx2 v[0:1], v[0:1] offset:40
	flat_store_dword v[2:3], v5
	global_load_dword v4, v[0:1], off offset:4 glc dlc
	flat_store_dwordx3 v[2:3], v[4:6] offset:4
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_dword v4, v[2:3]
	flat_store_dword v[2:3], v8
	flat_load_dwordx2 v[6:7], v[0:1] offset:40
	global_load_dword v4, v[6:7], off glc dlc
	flat_store_dword v[0:1], v2 offset:60
	global_load_dword v5, v[6:7], off offset:4 glc dlc
	flat_load_dword v4, v[2:3] offset:4
	flat_store_dwordx4 v[2:3], v[4:7]
	global_load_dword v2, v[6:7], off offset:16 glc dlc
	flat_load_dword v2, v[0:1] offset:56
	flat_store_dword v[0:1], v4 offset:60
	global_store_dword v[6:7], v4, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[6:7], v4, off
swatomic_post_and_wait_:                ; @swatomic_post_and_wait_
	flat_load_dwordx2 v[5:6], v[0:1] offset:40
	global_load_dword v3, v[5:6], off glc dlc
	flat_store_dword v[0:1], v2 offset:60
	flat_load_dword v3, v[0:1] offset:56
	flat_load_dwordx2 v[7:8], v[0:1]
	global_store_dword v[7:8], v2, off
	global_load_dword v7, v[5:6], off offset:4 glc dlc
	flat_load_dword v3, v[0:1] offset:56
	flat_load_dwordx2 v[5:6], v[0:1]
	global_load_dword v5, v[5:6], off glc dlc
	flat_load_dwordx2 v[5:6], v[0:1] offset:40
	global_load_dword v9, v[5:6], off glc dlc
	flat_store_dword v[0:1], v2 offset:60
	global_load_dword v9, v[5:6], off offset:4 glc dlc
	global_load_dword v9, v[5:6], off offset:16 glc dlc
	flat_store_dword v[0:1], v2 offset:60
	global_store_dword v[5:6], v2, off offset:8
	global_store_dword v[5:6], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[5:6], v2, off
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_wave_words_:                   ; @swatomic_wave_words_
	flat_load_dword v0, v[0:1] offset:48
swatomic_wave_lanes_:                   ; @swatomic_wave_lanes_
	flat_load_dword v0, v[0:1] offset:48
swatomic_request_:                      ; @swatomic_request_
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v7, v[0:1] offset:48
	flat_load_dwordx2 v[9:10], v[0:1] offset:40
	flat_load_dword v11, v[0:1] offset:56
	flat_store_dword v[0:1], v8 offset:60
	global_store_dword v[9:10], v12, off offset:8
	global_store_dword v[9:10], v11, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[9:10], v8, off
	flat_store_dword v[0:1], v2 offset:60
	v_mbcnt_lo_u32_b32 v16, -1, 0
	flat_load_dwordx2 v[7:8], v[0:1] offset:40
	global_load_dword v11, v[7:8], off offset:4 glc dlc
	buffer_gl0_inv
	flat_load_dwordx2 v[7:8], v[0:1] offset:40
	global_load_dword v14, v[7:8], off glc dlc
	flat_store_dword v[0:1], v9 offset:60
	global_load_dword v14, v[7:8], off offset:4 glc dlc
	global_load_dword v14, v[7:8], off offset:16 glc dlc
	flat_load_dword v14, v[0:1] offset:56
	flat_store_dword v[0:1], v9 offset:60
	global_store_dword v[7:8], v9, off offset:8
	global_store_dword v[7:8], v14, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[7:8], v9, off
	flat_load_dword v5, v[0:1] offset:56
	ds_bpermute_b32 v10, v5, v2
	ds_bpermute_b32 v11, v5, v3
	ds_bpermute_b32 v5, v5, v4
	flat_load_dwordx2 v[11:12], v[0:1] offset:8
	global_store_dwordx2 v[11:12], v[2:3], off
	flat_load_dwordx2 v[11:12], v[0:1] offset:16
	global_store_dword v[11:12], v4, off
	flat_load_dwordx2 v[11:12], v[0:1] offset:24
	global_store_dwordx2 v[11:12], v[9:10], off
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_dwordx2 v[5:6], v[0:1] offset:40
	global_load_dword v2, v[5:6], off glc dlc
	flat_store_dword v[0:1], v2 offset:60
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dwordx2 v[10:11], v[0:1]
	global_store_dword v[10:11], v2, off
	global_load_dword v11, v[5:6], off offset:4 glc dlc
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dwordx2 v[5:6], v[0:1]
	global_load_dword v5, v[5:6], off glc dlc
	flat_load_dwordx2 v[5:6], v[0:1] offset:40
	global_load_dword v16, v[5:6], off glc dlc
	flat_store_dword v[0:1], v10 offset:60
	global_load_dword v16, v[5:6], off offset:4 glc dlc
	global_load_dword v16, v[5:6], off offset:16 glc dlc
	flat_store_dword v[0:1], v10 offset:60
	global_store_dword v[5:6], v10, off offset:8
	global_store_dword v[5:6], v2, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[5:6], v10, off
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_dwordx2 v[2:3], v[0:1] offset:32
	global_load_dwordx2 v[5:6], v[2:3], off glc dlc
	buffer_gl0_inv
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_dword v2, v[0:1] offset:60
	flat_load_dword v2, v[0:1] offset:48
	buffer_gl0_inv
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dwordx2 v[0:1], v[0:1]
	global_store_dword v[0:1], v2, off
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
	global_load_dword v0, v[6:7], off glc dlc
	global_load_dword v1, v[4:5], off glc dlc
	global_load_dword v2, v[8:9], off glc dlc
	global_load_dword v3, v[10:11], off glc dlc
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	v_mbcnt_lo_u32_b32 v4, -1, 0
	ds_bpermute_b32 v5, v5, v1
	buffer_gl0_inv
	ds_bpermute_b32 v0, v0, v1
swatomic_coord_round_:                  ; @swatomic_coord_round_
	flat_load_dwordx2 v[15:16], v[0:1]
	global_load_dword v26, v[15:16], off glc dlc
	flat_load_dwordx4 v[15:18], v[0:1] offset:8
	global_load_dwordx2 v[15:16], v[15:16], off glc dlc
	global_load_dword v27, v[17:18], off glc dlc
	flat_load_dwordx2 v[17:18], v[0:1] offset:24
	global_load_dwordx2 v[17:18], v[17:18], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_dwordx2 v[17:18], v[15:16], off glc dlc
	global_load_dword v13, v[15:16], off glc dlc
	flat_load_dwordx2 v[15:16], v[0:1] offset:32
	global_store_dwordx2 v[15:16], v[13:14], off
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
	flat_load_dwordx2 v[17:18], v[0:1] offset:32
	global_store_dwordx2 v[17:18], v[15:16], off
	buffer_gl0_inv
	global_store_dwordx2 v[0:1], v[14:15], off
	global_store_dword v[0:1], v14, off
swatomic_coordinate_:                   ; @swatomic_coordinate_
	buffer_store_dword v2, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dwordx4 v[3:6], v[0:1] offset:40
	global_load_dword v15, v[3:4], off offset:36 glc dlc
	global_load_dword v16, v[3:4], off offset:20 glc dlc
	v_mbcnt_lo_u32_b32 v48, -1, 0
	flat_load_dwordx2 v[3:4], v[0:1] offset:40
	global_load_dword v3, v[3:4], off glc dlc
	flat_load_dwordx2 v[3:4], v[0:1]
	global_load_dword v3, v[65:66], off glc dlc
	global_load_dword v4, v[65:66], off offset:4 glc dlc
	global_load_dword v7, v[65:66], off offset:8 glc dlc
	global_load_dword v8, v[65:66], off offset:12 glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	ds_bpermute_b32 v8, v8, v7
	buffer_gl0_inv
	ds_bpermute_b32 v4, v4, v7
	flat_load_dwordx2 v[3:4], v[0:1]
	global_load_dword v68, v[3:4], off glc dlc
	flat_load_dwordx4 v[80:83], v[0:1] offset:8
	global_load_dwordx2 v[7:8], v[69:70], off glc dlc
	global_load_dword v69, v[80:81], off glc dlc
	flat_load_dwordx2 v[70:71], v[0:1] offset:24
	global_load_dwordx2 v[3:4], v[3:4], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_dwordx2 v[7:8], v[3:4], off glc dlc
	global_load_dword v12, v[3:4], off glc dlc
	flat_load_dwordx2 v[3:4], v[0:1] offset:32
	global_store_dwordx2 v[3:4], v[10:11], off
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
	flat_load_dwordx2 v[7:8], v[0:1] offset:32
	global_store_dwordx2 v[7:8], v[3:4], off
	buffer_gl0_inv
	global_store_dwordx2 v[3:4], v[65:66], off
	global_store_dword v[3:4], v12, off
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_dwordx2 v[7:8], v[0:1] offset:40
	global_store_dword v[7:8], v3, off offset:8
	global_store_dword v[7:8], v4, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[7:8], v37, off
	flat_load_dwordx2 v[3:4], v[0:1]
	global_store_dword v[65:66], v13, off
	flat_load_dwordx2 v[7:8], v[0:1] offset:40
	global_store_dword v[7:8], v10, off offset:4
	flat_load_dwordx2 v[3:4], v[0:1] offset:40
	global_store_dword v[3:4], v7, off offset:24
	global_store_dword v[3:4], v31, off offset:28
	global_store_dword v[3:4], v18, off offset:8
	global_store_dword v[3:4], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[3:4], v7, off
	flat_load_dwordx2 v[0:1], v[0:1]
	global_store_dword v[3:4], v10, off
	v_readlane_b32 s40, v2, 8
	v_readlane_b32 s39, v2, 7
	v_readlane_b32 s38, v2, 6
	v_readlane_b32 s37, v2, 5
	v_readlane_b32 s36, v2, 4
	v_readlane_b32 s35, v2, 3
	v_readlane_b32 s34, v2, 2
	v_readlane_b32 s31, v2, 1
	v_readlane_b32 s30, v2, 0
	buffer_load_dword v2, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_begin_:                        ; @swatomic_begin_
	buffer_store_dword v1, v0, s[0:3], 0 offen
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:8
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:20
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:16
	buffer_store_dword v8, v0, s[0:3], 0 offen offset:28
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:24
	buffer_store_dword v10, v0, s[0:3], 0 offen offset:36
	buffer_store_dword v9, v0, s[0:3], 0 offen offset:32
	buffer_store_dword v12, v0, s[0:3], 0 offen offset:44
	buffer_store_dword v11, v0, s[0:3], 0 offen offset:40
	buffer_store_dword v13, v0, s[0:3], 0 offen offset:48
	v_readfirstlane_b32 s5, v14
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:52
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:64
	global_load_dword v3, v[11:12], off offset:32 glc dlc
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:68
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:64
	global_load_dword v1, v[11:12], off offset:32 glc dlc
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:68
swatomic_op_u32_:                       ; @swatomic_op_u32_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	buffer_load_dword v22, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_add_u32_:                      ; @swatomic_add_u32_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	buffer_load_dword v22, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_cmpxchg_u32_:                  ; @swatomic_cmpxchg_u32_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	buffer_load_dword v22, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_add_u64_:                      ; @swatomic_add_u64_
swatomic_add_long_:                     ; @swatomic_add_long_
swatomic_add_float_:                    ; @swatomic_add_float_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	buffer_load_dword v22, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_xchg_float_:                   ; @swatomic_xchg_float_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	buffer_load_dword v22, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_add_double_:                   ; @swatomic_add_double_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	buffer_load_dword v22, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_indexed_add_items_:            ; @swatomic_indexed_add_items_
	buffer_store_dword v22, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	flat_load_dword v1, v[23:24] offset:64
	flat_load_dword v0, v[23:24] offset:68
	global_load_ubyte v0, v[0:1], off
	global_load_dword v0, v[0:1], off
	global_load_dword v5, v[1:2], off
	global_store_dword v[1:2], v0, off
	v_readlane_b32 s31, v22, 1
	v_readlane_b32 s30, v22, 0
	v_readlane_b32 s4, v39, 0
	buffer_load_dword v22, off, s[0:3], s33
	buffer_load_dword v39, off, s[0:3], s33 offset:4
swatomic_indexed_add:                   ; @swatomic_indexed_add
	buffer_store_dword v1, off, s[0:3], 0 offset:12
	buffer_store_dword v2, off, s[0:3], 0 offset:8
	buffer_store_dword v3, off, s[0:3], 0 offset:20
	buffer_store_dword v4, off, s[0:3], 0 offset:16
	buffer_store_dword v5, off, s[0:3], 0 offset:28
	buffer_store_dword v6, off, s[0:3], 0 offset:24
	buffer_store_dword v7, off, s[0:3], 0 offset:36
	buffer_store_dword v8, off, s[0:3], 0 offset:32
	v_readfirstlane_b32 s9, v0
	buffer_store_dword v9, off, s[0:3], 0 offset:44
	buffer_store_dword v10, off, s[0:3], 0 offset:40
	buffer_store_dword v11, off, s[0:3], 0 offset:48
	buffer_store_dword v0, off, s[0:3], 0 offset:52
	buffer_store_dword v12, off, s[0:3], 0 offset:56
	buffer_store_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v4, off, s[0:3], 0 offset:68
	buffer_store_dword v0, off, s[0:3], 0 offset:64
	buffer_store_dword v1, off, s[0:3], 0 offset:72
	global_load_dword v3, v4, s[26:27] offset:32 glc dlc
	buffer_store_dword v3, off, s[0:3], 0 offset:76
	buffer_store_dword v0, off, s[0:3], 0 offset:64
	buffer_store_dword v0, off, s[0:3], 0 offset:68
	buffer_store_dword v0, off, s[0:3], 0 offset:72
	global_load_dword v3, v0, s[26:27] offset:32 glc dlc
	buffer_store_dword v3, off, s[0:3], 0 offset:76
	buffer_load_dword v0, off, s[0:3], 0 offset:72
	buffer_store_dword v0, off, s[0:3], 0 offset:72
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	global_load_ubyte v0, v[0:1], off
	global_load_dword v0, v[0:1], off
	global_load_dword v5, v[1:2], off
	global_store_dword v[1:2], v0, off
	buffer_load_dword v0, off, s[0:3], 0 offset:68
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], 0 offset:64
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	global_store_dword v[0:1], v2, off
	global_load_dword v10, v0, s[26:27] offset:36 glc dlc
	global_load_dword v1, v0, s[26:27] offset:20 glc dlc
	v_readfirstlane_b32 s11, v1
	v_mbcnt_lo_u32_b32 v33, -1, 0
	buffer_load_dword v5, off, s[0:3], 0 offset:8
	buffer_load_dword v6, off, s[0:3], 0 offset:12
	global_load_dword v0, v[39:40], off glc dlc
	global_load_dword v1, v[39:40], off offset:4 glc dlc
	global_load_dword v2, v[39:40], off offset:8 glc dlc
	global_load_dword v3, v[39:40], off offset:12 glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_gl0_inv
	ds_bpermute_b32 v3, v3, v2
	buffer_gl0_inv
	ds_bpermute_b32 v2, v1, v2
	buffer_load_dword v5, off, s[0:3], 0 offset:8
	buffer_load_dword v6, off, s[0:3], 0 offset:12
	global_load_dword v41, v[0:1], off glc dlc
	buffer_load_dword v42, off, s[0:3], 0 offset:16
	buffer_load_dword v43, off, s[0:3], 0 offset:20
	buffer_load_dword v44, off, s[0:3], 0 offset:24
	buffer_load_dword v45, off, s[0:3], 0 offset:28
	buffer_load_dword v46, off, s[0:3], 0 offset:32
	buffer_load_dword v47, off, s[0:3], 0 offset:36
	global_load_dwordx2 v[5:6], v[42:43], off glc dlc
	global_load_dword v42, v[44:45], off glc dlc
	global_load_dwordx2 v[0:1], v[0:1], off glc dlc
	buffer_gl0_inv
	buffer_gl0_inv
	global_load_dwordx2 v[2:3], v[0:1], off glc dlc
	global_load_dword v3, v[0:1], off glc dlc
	buffer_load_dword v6, off, s[0:3], 0 offset:40
	buffer_load_dword v7, off, s[0:3], 0 offset:44
	global_store_dwordx2 v[0:1], v[3:4], off
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
	buffer_load_dword v0, off, s[0:3], 0 offset:40
	buffer_load_dword v1, off, s[0:3], 0 offset:44
	v_readfirstlane_b32 s28, v2
	global_store_dwordx2 v[2:3], v[5:6], off
	buffer_gl0_inv
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dword v[0:1], v6, off
	buffer_gl0_inv
	buffer_gl1_inv
	v_readfirstlane_b32 s9, v0
	buffer_load_dword v1, off, s[0:3], 0 offset:48
	buffer_load_dword v2, off, s[0:3], 0 offset:52
	global_store_dword v[1:2], v0, off offset:8
	global_store_dword v[1:2], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[1:2], v29, off
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v1, off, s[0:3], 0 offset:12
	global_store_dword v[6:7], v4, off
	v_readfirstlane_b32 s9, v0
	v_readfirstlane_b32 s8, v1
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:52
	global_store_dword v[0:1], v2, off offset:4
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:52
	global_load_dword v0, v[0:1], off glc dlc
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:52
	global_store_dword v[0:1], v2, off offset:24
	global_store_dword v[0:1], v3, off offset:28
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v4, off
	v_readfirstlane_b32 s4, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v1, off, s[0:3], 0 offset:12
	global_store_dword v[2:3], v32, off
swatomic_residency_check:               ; @swatomic_residency_check
	global_store_dword v0, v3, s[8:9]
	v_readfirstlane_b32 s5, v1
	global_load_dword v2, v0, s[8:9] glc dlc
	global_store_dword v0, v1, s[0:1]
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
