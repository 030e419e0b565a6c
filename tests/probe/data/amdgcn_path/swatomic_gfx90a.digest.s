; swatomic-probe --builtin swatomic --target gfx90a (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_acquire_u32:              ; @swatomic_load_acquire_u32
	global_load_dword v0, v[0:1], off glc
	buffer_wbinvl1_vol
swatomic_load_acquire_u64:              ; @swatomic_load_acquire_u64
	global_load_dwordx2 v[0:1], v[0:1], off glc
	buffer_wbinvl1_vol
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
	v_mbcnt_hi_u32_b32 v0, -1, v0
swatomic_wave_active:                   ; @swatomic_wave_active
swatomic_wave_ballot:                   ; @swatomic_wave_ballot
swatomic_wave_shfl:                     ; @swatomic_wave_shfl
	ds_bpermute_b32 v0, v0, v2
swatomic_wave_shfl64:                   ; @swatomic_wave_shfl64
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
swatomic_wave_sync:                     ; @swatomic_wave_sync
swatomic_op_is_64_:                     ; @swatomic_op_is_64_
swatomic_apply_:                        ; @swatomic_apply_
swatomic_raise_:                        ; @swatomic_raise_
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v2, off
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_dwordx2 v[4:5], v[0:1] offset:40
	flat_load_dword v3, v[0:1] offset:56
	flat_store_dword v[0:1], v6 offset:60
	global_store_dword v[4:5], v2, off offset:8
	global_store_dword v[4:5], v3, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v6, off
swatomic_wait_begin_:                   ; @swatomic_wait_begin_
	flat_load_dwordx2 v[0:1], v[0:1] offset:40
	flat_store_dword v[2:3], v6
	global_load_dword v4, v[0:1], off offset:4 glc
	flat_store_dwordx3 v[2:3], v[4:6] offset:4
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_dword v4, v[2:3]
	flat_store_dword v[2:3], v8
	flat_load_dwordx2 v[6:7], v[0:1] offset:40
	global_load_dword v4, v[6:7], off glc
	flat_store_dword v[0:1], v2 offset:60
	global_load_dword v5, v[6:7], off offset:4 glc
	flat_load_dword v4, v[2:3] offset:4
	flat_store_dwordx4 v[2:3], v[4:7]
	global_load_dword v2, v[6:7], off offset:16 glc
	flat_load_dword v2, v[0:1] offset:56
	flat_store_dword v[0:1], v4 offset:60
	global_store_dword v[6:7], v4, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[6:7], v4, off
swatomic_post_and_wait_:                ; @swatomic_post_and_wait_
	flat_load_dwordx2 v[6:7], v[0:1] offset:40
	global_load_dword v3, v[6:7], off glc
	flat_store_dword v[0:1], v2 offset:60
	flat_load_dword v4, v[0:1] offset:56
	flat_load_dwordx2 v[8:9], v[0:1]
	global_store_dword v[8:9], v2, off
	global_load_dword v7, v[6:7], off offset:4 glc
	flat_load_dword v4, v[0:1] offset:56
	flat_load_dwordx2 v[2:3], v[0:1]
	global_load_dword v2, v[2:3], off glc
	flat_load_dwordx2 v[2:3], v[0:1] offset:40
	global_load_dword v9, v[2:3], off glc
	flat_store_dword v[0:1], v6 offset:60
	global_load_dword v9, v[2:3], off offset:4 glc
	global_load_dword v9, v[2:3], off offset:16 glc
	flat_store_dword v[0:1], v6 offset:60
	global_store_dword v[2:3], v6, off offset:8
	global_store_dword v[2:3], v4, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[2:3], v6, off
	buffer_wbinvl1_vol
swatomic_wave_words_:                   ; @swatomic_wave_words_
	flat_load_dword v0, v[0:1] offset:48
swatomic_wave_lanes_:                   ; @swatomic_wave_lanes_
	flat_load_dword v0, v[0:1] offset:48
swatomic_request_:                      ; @swatomic_request_
	buffer_store_dword v7, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v5, v[0:1] offset:48
	flat_load_dwordx2 v[10:11], v[0:1] offset:40
	flat_load_dword v12, v[0:1] offset:56
	flat_store_dword v[0:1], v6 offset:60
	global_store_dword v[10:11], v13, off offset:8
	global_store_dword v[10:11], v12, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v6, off
	flat_store_dword v[0:1], v2 offset:60
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	buffer_load_dword v7, off, s[0:3], s32  ; 4-byte Folded Reload
	v_mbcnt_lo_u32_b32 v6, -1, 0
	v_mbcnt_hi_u32_b32 v19, -1, v6
	flat_load_dwordx2 v[10:11], v[0:1] offset:40
	global_load_dword v13, v[10:11], off offset:4 glc
	flat_load_dwordx2 v[10:11], v[0:1] offset:40
	global_load_dword v15, v[10:11], off glc
	flat_store_dword v[0:1], v12 offset:60
	global_load_dword v15, v[10:11], off offset:4 glc
	global_load_dword v15, v[10:11], off offset:16 glc
	flat_load_dword v15, v[0:1] offset:56
	flat_store_dword v[0:1], v12 offset:60
	global_store_dword v[10:11], v12, off offset:8
	global_store_dword v[10:11], v15, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v12, off
	flat_load_dword v6, v[0:1] offset:56
	ds_bpermute_b32 v16, v20, v2
	ds_bpermute_b32 v17, v20, v3
	ds_bpermute_b32 v22, v20, v4
	flat_load_dwordx2 v[16:17], v[0:1] offset:8
	global_store_dwordx2 v[16:17], v[2:3], off
	flat_load_dwordx2 v[16:17], v[0:1] offset:16
	global_store_dword v[16:17], v4, off
	flat_load_dwordx2 v[16:17], v[0:1] offset:24
	global_store_dwordx2 v[16:17], v[14:15], off
	buffer_wbinvl1_vol
	flat_load_dwordx2 v[8:9], v[0:1] offset:40
	global_load_dword v2, v[8:9], off glc
	flat_store_dword v[0:1], v2 offset:60
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dwordx2 v[14:15], v[0:1]
	global_store_dword v[14:15], v2, off
	global_load_dword v14, v[8:9], off offset:4 glc
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dwordx2 v[8:9], v[0:1]
	global_load_dword v8, v[8:9], off glc
	flat_load_dwordx2 v[8:9], v[0:1] offset:40
	global_load_dword v16, v[8:9], off glc
	flat_store_dword v[0:1], v13 offset:60
	global_load_dword v16, v[8:9], off offset:4 glc
	global_load_dword v16, v[8:9], off offset:16 glc
	flat_store_dword v[0:1], v13 offset:60
	global_store_dword v[8:9], v13, off offset:8
	global_store_dword v[8:9], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[8:9], v13, off
	buffer_wbinvl1_vol
	flat_load_dwordx2 v[2:3], v[0:1] offset:32
	global_load_dwordx2 v[8:9], v[2:3], off glc
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_dword v2, v[0:1] offset:60
	flat_load_dword v2, v[0:1] offset:48
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dwordx2 v[4:5], v[0:1]
	global_store_dword v[0:1], v2, off
swatomic_coord_layout_:                 ; @swatomic_coord_layout_
swatomic_hash_:                         ; @swatomic_hash_
swatomic_low_word_:                     ; @swatomic_low_word_
swatomic_apply_local32_:                ; @swatomic_apply_local32_
swatomic_load_pending4_:                ; @swatomic_load_pending4_
	global_load_dword v4, v[4:5], off glc
	global_load_dword v5, v[6:7], off glc
	global_load_dword v6, v[6:7], off glc
	global_load_dword v3, v[0:1], off glc
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	v_mbcnt_lo_u32_b32 v3, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v3
	ds_bpermute_b32 v6, v6, v1
	ds_bpermute_b32 v0, v0, v4
swatomic_coord_round_:                  ; @swatomic_coord_round_
	buffer_store_dword v13, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dwordx2 v[16:17], v[0:1]
	global_load_dword v27, v[16:17], off glc
	flat_load_dwordx4 v[16:19], v[0:1] offset:8
	global_load_dwordx2 v[16:17], v[32:33], off glc
	global_load_dword v28, v[18:19], off glc
	flat_load_dwordx2 v[18:19], v[0:1] offset:24
	global_load_dwordx2 v[18:19], v[18:19], off glc
	global_load_dwordx2 v[18:19], v[16:17], off glc
	global_load_dword v14, v[16:17], off glc
	flat_load_dwordx2 v[16:17], v[0:1] offset:32
	global_store_dwordx2 v[16:17], v[14:15], off
	flat_load_dwordx2 v[18:19], v[0:1] offset:32
	global_store_dwordx2 v[18:19], v[16:17], off
	global_store_dwordx2 v[0:1], v[14:15], off
	global_store_dword v[0:1], v14, off
	v_readlane_b32 s35, v13, 3
	v_readlane_b32 s34, v13, 2
	v_readlane_b32 s31, v13, 1
	v_readlane_b32 s30, v13, 0
	buffer_load_dword v13, off, s[0:3], s32 ; 4-byte Folded Reload
swatomic_coordinate_:                   ; @swatomic_coordinate_
	buffer_store_dword v2, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dwordx4 v[4:7], v[0:1] offset:40
	global_load_dword v11, v[4:5], off offset:36 glc
	global_load_dword v18, v[4:5], off offset:20 glc
	v_mbcnt_lo_u32_b32 v4, -1, 0
	v_mbcnt_hi_u32_b32 v50, -1, v4
	flat_load_dwordx2 v[4:5], v[0:1] offset:40
	global_load_dword v4, v[4:5], off glc
	flat_load_dwordx2 v[4:5], v[0:1]
	global_load_dword v4, v[42:43], off glc
	global_load_dword v5, v[42:43], off offset:4 glc
	global_load_dword v8, v[42:43], off offset:8 glc
	global_load_dword v9, v[42:43], off offset:12 glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v12, v12, v8
	ds_bpermute_b32 v5, v5, v9
	flat_load_dwordx2 v[4:5], v[0:1]
	global_load_dword v43, v[4:5], off glc
	flat_load_dwordx4 v[44:47], v[0:1] offset:8
	global_load_dwordx2 v[4:5], v[44:45], off glc
	global_load_dword v44, v[46:47], off glc
	flat_load_dwordx2 v[46:47], v[0:1] offset:24
	global_load_dwordx2 v[8:9], v[8:9], off glc
	global_load_dwordx2 v[8:9], v[4:5], off glc
	global_load_dword v14, v[4:5], off glc
	flat_load_dwordx2 v[4:5], v[0:1] offset:32
	global_store_dwordx2 v[4:5], v[12:13], off
	flat_load_dwordx2 v[8:9], v[0:1] offset:32
	global_store_dwordx2 v[8:9], v[4:5], off
	global_store_dwordx2 v[4:5], v[16:17], off
	global_store_dword v[4:5], v14, off
	buffer_wbinvl1_vol
	flat_load_dwordx2 v[8:9], v[0:1] offset:40
	global_store_dword v[8:9], v4, off offset:8
	global_store_dword v[8:9], v5, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[8:9], v39, off
	flat_load_dwordx2 v[4:5], v[0:1]
	global_store_dword v[16:17], v15, off
	flat_load_dwordx2 v[8:9], v[0:1] offset:40
	global_store_dword v[8:9], v12, off offset:4
	flat_load_dwordx2 v[4:5], v[0:1] offset:40
	global_store_dword v[4:5], v8, off offset:24
	global_store_dword v[4:5], v38, off offset:28
	global_store_dword v[4:5], v20, off offset:8
	global_store_dword v[4:5], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v6, off
	flat_load_dwordx2 v[0:1], v[0:1]
	global_store_dword v[4:5], v11, off
	v_readlane_b32 s71, v2, 39
	v_readlane_b32 s70, v2, 38
	v_readlane_b32 s69, v2, 37
	v_readlane_b32 s68, v2, 36
	v_readlane_b32 s67, v2, 35
	v_readlane_b32 s66, v2, 34
	v_readlane_b32 s65, v2, 33
	v_readlane_b32 s64, v2, 32
	v_readlane_b32 s63, v2, 31
	v_readlane_b32 s62, v2, 30
	v_readlane_b32 s61, v2, 29
	v_readlane_b32 s60, v2, 28
	v_readlane_b32 s59, v2, 27
	v_readlane_b32 s58, v2, 26
	v_readlane_b32 s57, v2, 25
	v_readlane_b32 s56, v2, 24
	v_readlane_b32 s55, v2, 23
	v_readlane_b32 s54, v2, 22
	v_readlane_b32 s53, v2, 21
	v_readlane_b32 s52, v2, 20
	v_readlane_b32 s51, v2, 19
	v_readlane_b32 s50, v2, 18
	v_readlane_b32 s49, v2, 17
	v_readlane_b32 s48, v2, 16
	v_readlane_b32 s47, v2, 15
	v_readlane_b32 s46, v2, 14
	v_readlane_b32 s45, v2, 13
	v_readlane_b32 s44, v2, 12
	v_readlane_b32 s43, v2, 11
	v_readlane_b32 s42, v2, 10
	v_readlane_b32 s41, v2, 9
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
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v1, v0, s[0:3], 0 offen
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:8
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:20
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:16
	buffer_store_dword v8, v0, s[0:3], 0 offen offset:28
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:24
	buffer_store_dword v10, v0, s[0:3], 0 offen offset:36
	buffer_store_dword v9, v0, s[0:3], 0 offen offset:32
	buffer_store_dword v13, v0, s[0:3], 0 offen offset:44
	buffer_store_dword v11, v0, s[0:3], 0 offen offset:40
	buffer_store_dword v14, v0, s[0:3], 0 offen offset:48
	v_readfirstlane_b32 s7, v1
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:52
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:64
	global_load_dword v3, v[12:13], off offset:32 glc
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:68
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:64
	global_load_dword v1, v[12:13], off offset:32 glc
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:68
swatomic_op_u32_:                       ; @swatomic_op_u32_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v25, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_add_u32_:                      ; @swatomic_add_u32_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v25, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_cmpxchg_u32_:                  ; @swatomic_cmpxchg_u32_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v25, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_add_u64_:                      ; @swatomic_add_u64_
	buffer_store_dword v24, off, s[0:3], s32 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	buffer_load_dword v24, off, s[0:3], s32 ; 4-byte Folded Reload
swatomic_add_long_:                     ; @swatomic_add_long_
	buffer_store_dword v24, off, s[0:3], s32 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	buffer_load_dword v24, off, s[0:3], s32 ; 4-byte Folded Reload
swatomic_add_float_:                    ; @swatomic_add_float_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v25, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_xchg_float_:                   ; @swatomic_xchg_float_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v25, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_add_double_:                   ; @swatomic_add_double_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v25, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_indexed_add_items_:            ; @swatomic_indexed_add_items_
	buffer_store_dword v24, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	flat_load_dword v1, v[26:27] offset:64
	flat_load_dword v0, v[26:27] offset:68
	global_load_ubyte v0, v[0:1], off
	global_load_dword v0, v[0:1], off
	global_load_dword v5, v[2:3], off
	global_store_dword v[2:3], v0, off
	v_readlane_b32 s53, v24, 21
	v_readlane_b32 s52, v24, 20
	v_readlane_b32 s51, v24, 19
	v_readlane_b32 s50, v24, 18
	v_readlane_b32 s49, v24, 17
	v_readlane_b32 s48, v24, 16
	v_readlane_b32 s47, v24, 15
	v_readlane_b32 s46, v24, 14
	v_readlane_b32 s45, v24, 13
	v_readlane_b32 s44, v24, 12
	v_readlane_b32 s43, v24, 11
	v_readlane_b32 s42, v24, 10
	v_readlane_b32 s41, v24, 9
	v_readlane_b32 s40, v24, 8
	v_readlane_b32 s39, v24, 7
	v_readlane_b32 s38, v24, 6
	v_readlane_b32 s37, v24, 5
	v_readlane_b32 s36, v24, 4
	v_readlane_b32 s35, v24, 3
	v_readlane_b32 s34, v24, 2
	v_readlane_b32 s31, v24, 1
	v_readlane_b32 s30, v24, 0
	v_readlane_b32 s4, v39, 0
	buffer_load_dword v24, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v39, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_indexed_add:                   ; @swatomic_indexed_add
	buffer_store_dword v0, off, s[0:3], 0 offset:12
	buffer_store_dword v0, off, s[0:3], 0 offset:8
	buffer_store_dword v0, off, s[0:3], 0 offset:20
	buffer_store_dword v0, off, s[0:3], 0 offset:16
	buffer_store_dword v0, off, s[0:3], 0 offset:28
	buffer_store_dword v0, off, s[0:3], 0 offset:24
	buffer_store_dword v0, off, s[0:3], 0 offset:36
	buffer_store_dword v0, off, s[0:3], 0 offset:32
	buffer_store_dword v0, off, s[0:3], 0 offset:44
	buffer_store_dword v0, off, s[0:3], 0 offset:40
	buffer_store_dword v0, off, s[0:3], 0 offset:52
	buffer_store_dword v0, off, s[0:3], 0 offset:48
	v_readfirstlane_b32 s9, v0
	buffer_store_dword v1, off, s[0:3], 0 offset:56
	buffer_store_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v0, off, s[0:3], 0 offset:64
	buffer_store_dword v4, off, s[0:3], 0 offset:68
	buffer_store_dword v0, off, s[0:3], 0 offset:72
	global_load_dword v1, v4, s[46:47] offset:32 glc
	buffer_store_dword v1, off, s[0:3], 0 offset:76
	buffer_store_dword v0, off, s[0:3], 0 offset:68
	buffer_store_dword v0, off, s[0:3], 0 offset:64
	buffer_store_dword v0, off, s[0:3], 0 offset:72
	global_load_dword v1, v0, s[46:47] offset:32 glc
	buffer_store_dword v1, off, s[0:3], 0 offset:76
	buffer_load_dword v0, off, s[0:3], 0 offset:72
	buffer_store_dword v0, off, s[0:3], 0 offset:72
	buffer_load_dword v1, off, s[0:3], 0 offset:76
	global_load_ubyte v0, v[0:1], off
	global_load_dword v2, v[0:1], off
	global_load_dword v5, v[0:1], off
	global_store_dword v[2:3], v0, off
	buffer_load_dword v0, off, s[0:3], 0 offset:68
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v0, off, s[0:3], 0 offset:64
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	global_store_dword v[0:1], v2, off
	global_load_dword v13, v0, s[46:47] offset:36 glc
	global_load_dword v1, v0, s[46:47] offset:20 glc
	v_readfirstlane_b32 s45, v1
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v36, -1, v0
	buffer_load_dword v6, off, s[0:3], 0 offset:8
	buffer_load_dword v7, off, s[0:3], 0 offset:12
	global_load_dword v0, v[10:11], off glc
	global_load_dword v1, v[10:11], off offset:4 glc
	global_load_dword v2, v[10:11], off offset:8 glc
	global_load_dword v3, v[10:11], off offset:12 glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v4, v4, v2
	ds_bpermute_b32 v2, v1, v3
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	global_load_dword v10, v[0:1], off glc
	buffer_load_dword v11, off, s[0:3], 0 offset:16
	buffer_load_dword v43, off, s[0:3], 0 offset:20
	buffer_load_dword v46, off, s[0:3], 0 offset:24
	buffer_load_dword v47, off, s[0:3], 0 offset:28
	buffer_load_dword v48, off, s[0:3], 0 offset:32
	buffer_load_dword v49, off, s[0:3], 0 offset:36
	global_load_dwordx2 v[2:3], v[44:45], off glc
	global_load_dword v11, v[46:47], off glc
	global_load_dwordx2 v[0:1], v[48:49], off glc
	global_load_dwordx2 v[2:3], v[0:1], off glc
	global_load_dword v4, v[0:1], off glc
	buffer_load_dword v6, off, s[0:3], 0 offset:40
	buffer_load_dword v7, off, s[0:3], 0 offset:44
	global_store_dwordx2 v[0:1], v[4:5], off
	buffer_load_dword v0, off, s[0:3], 0 offset:40
	buffer_load_dword v1, off, s[0:3], 0 offset:44
	v_readfirstlane_b32 s24, v4
	global_store_dwordx2 v[6:7], v[2:3], off
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dword v[0:1], v6, off
	buffer_wbinvl1_vol
	v_readfirstlane_b32 s16, v0
	buffer_load_dword v2, off, s[0:3], 0 offset:48
	buffer_load_dword v3, off, s[0:3], 0 offset:52
	global_store_dword v[2:3], v0, off offset:8
	global_store_dword v[2:3], v1, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[2:3], v33, off
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v1, off, s[0:3], 0 offset:12
	global_store_dword v[6:7], v5, off
	v_readfirstlane_b32 s17, v0
	v_readfirstlane_b32 s16, v1
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:52
	global_store_dword v[0:1], v2, off offset:4
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:52
	global_load_dword v0, v[0:1], off glc
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:52
	global_store_dword v[0:1], v2, off offset:24
	global_store_dword v[0:1], v3, off offset:28
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[0:1], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v2, off
	v_readfirstlane_b32 s4, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v1, off, s[0:3], 0 offset:12
	global_store_dword v[2:3], v25, off
swatomic_residency_check:               ; @swatomic_residency_check
	global_store_dword v0, v1, s[0:1]
	v_readfirstlane_b32 s3, v1
	global_load_dword v2, v0, s[4:5] glc
	global_store_dword v0, v1, s[0:1]
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
