; swatomic-probe --builtin variants --target gfx900 (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_word_:                    ; @swatomic_load_word_
	global_load_dwordx2 v[0:1], v[0:1], off glc
swatomic_store_word_:                   ; @swatomic_store_word_
	global_store_dwordx2 v[0:1], v[2:3], off
swatomic_load_words2_:                  ; @swatomic_load_words2_
	global_load_dwordx2 v[4:5], v[0:1], off glc
	global_load_dwordx2 v[2:3], v[0:1], off offset:8 glc
swatomic_clock_ns:                      ; @swatomic_clock_ns
swatomic_clock_us:                      ; @swatomic_clock_us
swatomic_backoff:                       ; @swatomic_backoff
swatomic_lowest_lane:                   ; @swatomic_lowest_lane
swatomic_lanes_lowest:                  ; @swatomic_lanes_lowest
swatomic_lanes_count:                   ; @swatomic_lanes_count
swatomic_lanes_below:                   ; @swatomic_lanes_below
swatomic_lanes_has:                     ; @swatomic_lanes_has
swatomic_lanes_highest:                 ; @swatomic_lanes_highest
swatomic_lanes_nth:                     ; @swatomic_lanes_nth
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
swatomic_wave_match64:                  ; @swatomic_wave_match64
	ds_bpermute_b32 v8, v9, v2 offset:252
	ds_bpermute_b32 v9, v9, v3 offset:252
swatomic_fmin_:                         ; @swatomic_fmin_
swatomic_fmax_:                         ; @swatomic_fmax_
swatomic_apply_:                        ; @swatomic_apply_
swatomic_foldable_:                     ; @swatomic_foldable_
swatomic_identity_:                     ; @swatomic_identity_
swatomic_cas_local32_:                  ; @swatomic_cas_local32_
swatomic_apply_local_:                  ; @swatomic_apply_local_
	buffer_store_dword v7, off, s[0:3], s32 ; 4-byte Folded Spill
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
swatomic_control_cached_:               ; @swatomic_control_cached_
	global_load_dword v0, v[0:1], off
swatomic_raise_:                        ; @swatomic_raise_
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v2, off
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_dwordx2 v[3:4], v[0:1] offset:16
	flat_load_dword v5, v[0:1] offset:36
	flat_store_dword v[0:1], v6 offset:56
	global_store_dword v[3:4], v2, off offset:8
	global_store_dword v[3:4], v5, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[3:4], v6, off
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_dword v4, v[2:3]
	flat_store_dword v[2:3], v8
	flat_load_dwordx2 v[6:7], v[0:1] offset:16
	global_load_dword v4, v[6:7], off glc
	flat_store_dword v[0:1], v2 offset:56
	flat_load_dwordx2 v[4:5], v[2:3] offset:16
	flat_store_dwordx2 v[2:3], v[4:5] offset:16
	global_load_dword v9, v[6:7], off offset:24 glc
	flat_load_dword v2, v[0:1] offset:36
	flat_store_dword v[0:1], v3 offset:56
	global_store_dword v[6:7], v4, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[6:7], v3, off
	global_load_dword v5, v[6:7], off offset:4 glc
	flat_load_dword v4, v[2:3] offset:4
	flat_store_dwordx4 v[2:3], v[4:7]
	global_load_dword v2, v[6:7], off offset:16 glc
	flat_load_dword v2, v[0:1] offset:36
	flat_store_dword v[0:1], v4 offset:56
	global_store_dword v[6:7], v4, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[6:7], v4, off
swatomic_take_slot_:                    ; @swatomic_take_slot_
	buffer_store_dword v5, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v7, v[0:1] offset:28
	flat_load_dwordx2 v[10:11], v[0:1] offset:16
	global_load_dword v6, v[10:11], off glc
	flat_store_dword v[0:1], v4 offset:56
	global_load_dword v6, v[10:11], off offset:24 glc
	flat_load_dword v6, v[0:1] offset:36
	flat_store_dword v[0:1], v4 offset:56
	global_store_dword v[10:11], v12, off offset:8
	global_store_dword v[10:11], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v4, off
	global_load_dword v15, v[10:11], off offset:4 glc
	global_load_dword v6, v[10:11], off offset:16 glc
	flat_load_dword v15, v[0:1] offset:36
	flat_store_dword v[0:1], v4 offset:56
	global_store_dword v[10:11], v4, off offset:8
	global_store_dword v[10:11], v15, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v4, off
	flat_load_dword v10, v[0:1] offset:28
	flat_load_dword v4, v[0:1] offset:28
	flat_store_dword v[0:1], v2 offset:56
	flat_load_dword v0, v[0:1] offset:28
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	buffer_load_dword v5, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_wait_done_:                    ; @swatomic_wait_done_
	flat_load_dword v4, v[0:1] offset:44
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_load_dwordx2 v[10:11], v[8:9], off glc
	flat_load_dwordx2 v[12:13], v[0:1] offset:16
	global_load_dword v3, v[12:13], off glc
	flat_store_dword v[0:1], v14 offset:56
	global_load_dword v4, v[12:13], off offset:24 glc
	flat_load_dword v3, v[0:1] offset:36
	flat_store_dword v[0:1], v14 offset:56
	global_store_dword v[12:13], v15, off offset:8
	global_store_dword v[12:13], v3, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[12:13], v14, off
	global_load_dword v3, v[12:13], off offset:4 glc
	global_load_dword v3, v[12:13], off offset:16 glc
	flat_load_dword v3, v[0:1] offset:36
	flat_store_dword v[0:1], v14 offset:56
	global_store_dword v[12:13], v14, off offset:8
	global_store_dword v[12:13], v3, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[12:13], v14, off
	buffer_wbinvl1_vol
swatomic_store_record_:                 ; @swatomic_store_record_
	global_store_dwordx2 v[0:1], v[11:12], off offset:16
	global_store_dwordx2 v[0:1], v[9:10], off offset:24
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
swatomic_post_record_:                  ; @swatomic_post_record_
	flat_load_dword v9, v[0:1] offset:40
	flat_load_dwordx2 v[15:16], v[0:1]
	global_store_dwordx2 v[0:1], v[12:13], off offset:16
	global_store_dwordx2 v[0:1], v[9:10], off offset:24
	global_store_dwordx2 v[0:1], v[5:6], off
	global_store_dwordx2 v[0:1], v[3:4], off offset:8
swatomic_request_:                      ; @swatomic_request_
	buffer_store_dword v9, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v12, v[0:1] offset:56
	flat_load_dwordx2 v[10:11], v[0:1] offset:16
	flat_load_dword v12, v[0:1] offset:36
	flat_store_dword v[0:1], v14 offset:56
	global_store_dword v[10:11], v13, off offset:8
	global_store_dword v[10:11], v12, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v14, off
	flat_store_dword v[0:1], v10 offset:56
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_mbcnt_hi_u32_b32 v22, -1, v10
	flat_load_dword v11, v[0:1] offset:28
	flat_load_dwordx2 v[14:15], v[0:1] offset:16
	global_load_dword v10, v[14:15], off glc
	flat_store_dword v[0:1], v16 offset:56
	global_load_dword v10, v[14:15], off offset:24 glc
	flat_load_dword v10, v[0:1] offset:36
	flat_store_dword v[0:1], v16 offset:56
	global_store_dword v[14:15], v17, off offset:8
	global_store_dword v[14:15], v10, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[14:15], v16, off
	global_load_dword v20, v[14:15], off offset:4 glc
	global_load_dword v10, v[14:15], off offset:16 glc
	flat_load_dword v20, v[0:1] offset:36
	flat_store_dword v[0:1], v16 offset:56
	global_store_dword v[14:15], v16, off offset:8
	global_store_dword v[14:15], v20, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[14:15], v16, off
	flat_load_dword v14, v[0:1] offset:28
	flat_load_dword v11, v[0:1] offset:28
	flat_store_dword v[0:1], v10 offset:56
	flat_load_dword v10, v[0:1] offset:28
	ds_bpermute_b32 v19, v3, v2 offset:252
	ds_bpermute_b32 v20, v3, v18 offset:252
	ds_bpermute_b32 v19, v5, v17
	ds_bpermute_b32 v20, v5, v18
	ds_bpermute_b32 v5, v6, v17
	ds_bpermute_b32 v6, v6, v18
	ds_bpermute_b32 v19, v12, v17 offset:252
	ds_bpermute_b32 v15, v12, v18 offset:252
	flat_load_dword v14, v[0:1] offset:40
	flat_load_dwordx2 v[12:13], v[0:1]
	global_store_dwordx2 v[12:13], v[15:16], off offset:16
	global_store_dwordx2 v[12:13], v[22:23], off offset:24
	global_store_dwordx2 v[12:13], v[10:11], off
	global_store_dwordx2 v[12:13], v[10:11], off offset:8
	flat_load_dword v10, v[0:1] offset:44
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	global_load_dwordx2 v[16:17], v[14:15], off glc
	flat_load_dwordx2 v[18:19], v[0:1] offset:16
	global_load_dword v10, v[18:19], off glc
	flat_store_dword v[0:1], v20 offset:56
	global_load_dword v10, v[18:19], off offset:24 glc
	flat_load_dword v10, v[0:1] offset:36
	flat_store_dword v[0:1], v20 offset:56
	global_store_dword v[18:19], v22, off offset:8
	global_store_dword v[18:19], v10, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[18:19], v20, off
	global_load_dword v10, v[18:19], off offset:4 glc
	global_load_dword v10, v[18:19], off offset:16 glc
	flat_load_dword v10, v[0:1] offset:36
	flat_store_dword v[0:1], v20 offset:56
	global_store_dword v[18:19], v20, off offset:8
	global_store_dword v[18:19], v10, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[18:19], v20, off
	buffer_wbinvl1_vol
	flat_load_dword v10, v[0:1] offset:40
	flat_load_dwordx2 v[12:13], v[0:1] offset:8
	global_load_dwordx2 v[10:11], v[2:3], off glc
	flat_load_dword v0, v[0:1] offset:28
	v_readlane_b32 s43, v9, 11
	v_readlane_b32 s42, v9, 10
	v_readlane_b32 s41, v9, 9
	v_readlane_b32 s40, v9, 8
	v_readlane_b32 s39, v9, 7
	v_readlane_b32 s38, v9, 6
	v_readlane_b32 s37, v9, 5
	v_readlane_b32 s36, v9, 4
	v_readlane_b32 s35, v9, 3
	v_readlane_b32 s34, v9, 2
	v_readlane_b32 s31, v9, 1
	v_readlane_b32 s30, v9, 0
	buffer_load_dword v9, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dword v2, v[0:1] offset:28
	flat_load_dword v4, v[0:1] offset:28
	flat_load_dwordx2 v[2:3], v[0:1]
	flat_load_dword v0, v[0:1] offset:40
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_dwordx2 v[0:1], v[6:7], off offset:8
swatomic_hash_:                         ; @swatomic_hash_
swatomic_owner_of_:                     ; @swatomic_owner_of_
swatomic_coord_layout_:                 ; @swatomic_coord_layout_
	flat_load_dwordx3 v[7:9], v[1:2] offset:16
	flat_load_dword v10, v[1:2] offset:32
	flat_load_dwordx4 v[3:6], v[1:2]
	global_load_dwordx2 v[1:2], v[7:8], off offset:36
	buffer_store_dword v12, v0, s[0:3], 0 offen offset:92
	buffer_store_dword v13, v0, s[0:3], 0 offen offset:80
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v0, s[0:3], 0 offen
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:8
	buffer_store_dword v8, v0, s[0:3], 0 offen offset:20
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:16
	buffer_store_dword v10, v0, s[0:3], 0 offen offset:84
	buffer_store_dword v9, v0, s[0:3], 0 offen offset:24
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:88
	buffer_store_dword v8, v0, s[0:3], 0 offen offset:108
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:112
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:96
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:104
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:100
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:28
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:116
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:32
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:36
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:40
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:44
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:48
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:64
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:68
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:72
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:52
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:76
swatomic_words_:                        ; @swatomic_words_
	flat_load_dwordx2 v[0:1], v[0:1]
swatomic_slot_record_:                  ; @swatomic_slot_record_
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dwordx2 v[3:4], v[0:1] offset:92
swatomic_channel_record_:               ; @swatomic_channel_record_
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
swatomic_done_word_:                    ; @swatomic_done_word_
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
swatomic_ack_:                          ; @swatomic_ack_
	flat_load_dword v5, v[0:1] offset:116
	flat_load_dwordx2 v[7:8], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[0:1], off
swatomic_is_channel_:                   ; @swatomic_is_channel_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:96
swatomic_slot_of_:                      ; @swatomic_slot_of_
	flat_load_dwordx2 v[3:4], v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:84
swatomic_is_first_:                     ; @swatomic_is_first_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:96
	flat_load_dword v0, v[0:1] offset:92
swatomic_header_of_:                    ; @swatomic_header_of_
	flat_load_dword v0, v[0:1] offset:76
swatomic_mailbox_of_:                   ; @swatomic_mailbox_of_
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
	flat_load_dword v3, v[0:1] offset:92
	flat_load_dword v4, v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:100
	flat_load_dword v0, v[0:1] offset:76
swatomic_coord_poll_slot_:              ; @swatomic_coord_poll_slot_
	flat_load_dword v7, v[0:1] offset:112
	flat_load_dword v7, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dwordx2 v[7:8], v[0:1] offset:92
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v13, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:44
	flat_load_dword v2, v[0:1] offset:24
	flat_load_dword v0, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[5:6], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[6:7], off
	flat_load_dword v0, v[0:1] offset:76
swatomic_coord_load_head_:              ; @swatomic_coord_load_head_
	flat_load_dword v0, v[4:5] offset:112
	flat_load_dword v7, v[4:5] offset:84
	flat_load_dwordx2 v[0:1], v[4:5] offset:92
	flat_load_dwordx2 v[2:3], v[4:5]
	global_load_dwordx2 v[0:1], v[4:5], off glc
	global_load_dwordx2 v[2:3], v[4:5], off offset:8 glc
swatomic_coord_poll_:                   ; @swatomic_coord_poll_
	flat_load_dwordx2 v[2:3], v[0:1] offset:108
	flat_load_dword v3, v[0:1] offset:112
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dwordx2 v[30:31], v[0:1] offset:92
	flat_load_dwordx2 v[32:33], v[0:1]
	global_load_dwordx2 v[14:15], v[4:5], off glc
	global_load_dwordx2 v[16:17], v[4:5], off offset:8 glc
	global_load_dwordx2 v[10:11], v[4:5], off glc
	global_load_dwordx2 v[12:13], v[4:5], off offset:8 glc
	global_load_dwordx2 v[6:7], v[4:5], off glc
	global_load_dwordx2 v[8:9], v[4:5], off offset:8 glc
	global_load_dwordx2 v[2:3], v[4:5], off glc
	global_load_dwordx2 v[4:5], v[4:5], off offset:8 glc
	flat_load_dword v21, v[0:1] offset:108
	flat_load_dword v29, v[0:1] offset:60
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v21, v[0:1] offset:76
	flat_load_dword v32, v[0:1] offset:100
	flat_load_dword v21, v[0:1] offset:76
	flat_load_dword v32, v[0:1] offset:100
	flat_load_dword v32, v[0:1] offset:44
	flat_load_dword v28, v[0:1] offset:24
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v21, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:116
	flat_load_dwordx2 v[16:17], v[0:1] offset:8
	global_store_dwordx2 v[14:15], v[20:21], off
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:112
	flat_load_dword v14, v[0:1] offset:108
	flat_load_dword v15, v[0:1] offset:60
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dwordx2 v[14:15], v[0:1] offset:92
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v28, v[0:1] offset:84
	flat_load_dword v29, v[0:1] offset:100
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v29, v[0:1] offset:100
	flat_load_dword v29, v[0:1] offset:44
	flat_load_dword v14, v[0:1] offset:24
	flat_load_dword v10, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:84
	flat_load_dword v10, v[0:1] offset:116
	flat_load_dwordx2 v[12:13], v[0:1] offset:8
	global_store_dwordx2 v[10:11], v[20:21], off
	flat_load_dword v10, v[0:1] offset:76
	flat_load_dword v10, v[0:1] offset:112
	flat_load_dword v10, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dwordx2 v[10:11], v[0:1] offset:92
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:84
	flat_load_dword v17, v[0:1] offset:100
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dword v17, v[0:1] offset:100
	flat_load_dword v17, v[0:1] offset:44
	flat_load_dword v10, v[0:1] offset:24
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v10, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[6:7], v[20:21], off
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v6, v[0:1] offset:112
	flat_load_dword v6, v[0:1] offset:108
	flat_load_dword v7, v[0:1] offset:60
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dwordx2 v[6:7], v[0:1] offset:92
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:84
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v13, v[0:1] offset:44
	flat_load_dword v6, v[0:1] offset:24
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v6, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:116
	flat_load_dwordx2 v[4:5], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[20:21], off
	flat_load_dword v2, v[0:1] offset:76
swatomic_coord_poll_channels_:          ; @swatomic_coord_poll_channels_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:64
	flat_load_dword v5, v[0:1] offset:80
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dwordx2 v[6:7], v[0:1]
	global_load_dwordx2 v[5:6], v[13:14], off glc
	global_load_dwordx2 v[7:8], v[13:14], off offset:8 glc
	flat_load_dword v6, v[0:1] offset:100
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:100
	flat_load_dword v12, v[0:1] offset:44
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dwordx2 v[11:12], v[0:1] offset:8
	flat_load_dwordx2 v[13:14], v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	global_store_dwordx2 v[10:11], v[14:15], off
	flat_load_dword v8, v[0:1] offset:76
swatomic_coord_insert_:                 ; @swatomic_coord_insert_
	flat_load_dword v5, v[0:1] offset:100
	flat_load_dword v10, v[0:1] offset:56
	flat_load_dword v13, v[0:1] offset:24
swatomic_coord_load_rest_:              ; @swatomic_coord_load_rest_
	global_load_dwordx2 v[9:10], v[0:1], off offset:16 glc
	global_load_dwordx2 v[11:12], v[0:1], off offset:24 glc
	flat_store_dwordx4 v[7:8], v[9:12]
swatomic_coord_over_:                   ; @swatomic_coord_over_
	flat_load_dwordx2 v[3:4], v[0:1] offset:16
	global_load_dword v0, v[3:4], off glc
	global_load_dword v0, v[3:4], off offset:20 glc
	global_store_dword v[3:4], v0, off offset:8
	global_store_dword v[3:4], v0, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[3:4], v0, off
swatomic_coord_now_:                    ; @swatomic_coord_now_
swatomic_coord_gave_up_:                ; @swatomic_coord_gave_up_
	flat_load_dwordx2 v[3:4], v[0:1] offset:16
	global_load_dword v0, v[3:4], off glc
	global_load_dword v0, v[3:4], off offset:20 glc
	global_store_dword v[3:4], v0, off offset:8
	global_store_dword v[3:4], v0, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[3:4], v0, off
swatomic_coord_await_item_:             ; @swatomic_coord_await_item_
	global_load_dwordx2 v[14:15], v[2:3], off glc
	global_load_dwordx2 v[16:17], v[2:3], off offset:8 glc
	flat_store_dwordx4 v[5:6], v[14:17]
	global_load_dwordx2 v[18:19], v[2:3], off offset:16 glc
	global_load_dwordx2 v[20:21], v[2:3], off offset:24 glc
	flat_store_dwordx4 v[7:8], v[18:21]
	flat_load_dwordx2 v[14:15], v[0:1] offset:16
	global_load_dword v9, v[14:15], off glc
	global_load_dword v9, v[14:15], off offset:20 glc
	global_store_dword v[14:15], v0, off offset:8
	global_store_dword v[14:15], v0, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[14:15], v0, off
swatomic_coord_take_:                   ; @swatomic_coord_take_
	buffer_store_dword v5, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v7, v[0:1] offset:100
	flat_store_dwordx2 v[3:4], v[6:7] offset:40
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:44
	flat_load_dword v9, v[0:1] offset:96
	flat_store_dword v[3:4], v6 offset:32
	flat_load_dword v10, v[0:1] offset:64
	flat_load_dword v8, v[0:1] offset:92
	flat_load_dword v9, v[0:1] offset:108
	flat_load_dword v10, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:92
	flat_load_dwordx2 v[8:9], v[0:1]
	global_load_dwordx2 v[6:7], v[18:19], off glc
	global_load_dwordx2 v[8:9], v[18:19], off offset:8 glc
	flat_load_dword v6, v[0:1] offset:24
	global_load_dwordx2 v[10:11], v[18:19], off offset:16 glc
	global_load_dwordx2 v[12:13], v[18:19], off offset:24 glc
	global_load_dwordx2 v[6:7], v[18:19], off glc
	global_load_dwordx2 v[8:9], v[18:19], off offset:8 glc
	global_load_dwordx2 v[10:11], v[18:19], off offset:16 glc
	global_load_dwordx2 v[12:13], v[18:19], off offset:24 glc
	flat_load_dwordx2 v[20:21], v[0:1] offset:16
	global_load_dword v24, v[20:21], off glc
	global_load_dword v24, v[20:21], off offset:20 glc
	global_store_dword v[20:21], v14, off offset:8
	global_store_dword v[20:21], v14, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[20:21], v14, off
	flat_load_dword v14, v[0:1] offset:24
	flat_store_dword v[3:4], v20 offset:36
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v7, v[3:4] offset:32
	flat_store_dword v[3:4], v0 offset:40
	flat_load_dword v18, v[0:1] offset:84
	flat_load_dword v19, v[0:1] offset:96
	flat_load_dword v20, v[3:4] offset:32
	flat_store_dwordx4 v[3:4], v[14:17]
	flat_store_dwordx2 v[3:4], v[12:13] offset:16
	flat_store_dword v[3:4], v8 offset:56
	flat_load_dword v7, v[0:1] offset:80
	flat_store_dword v[3:4], v7 offset:48
	flat_load_dword v7, v[0:1] offset:100
	flat_load_dword v8, v[0:1] offset:56
	flat_load_dword v16, v[0:1] offset:24
	flat_load_dword v12, v[3:4] offset:36
	flat_load_dwordx2 v[10:11], v[3:4]
	flat_store_dwordx2 v[3:4], v[7:8] offset:40
	flat_load_dword v8, v[3:4] offset:48
	flat_load_dword v9, v[0:1] offset:80
	flat_load_dword v8, v[0:1] offset:32
	global_load_dword v8, v[10:11], off glc
	global_load_dwordx2 v[8:9], v[10:11], off glc
	flat_load_dword v8, v[0:1] offset:36
	flat_load_dword v10, v[0:1] offset:28
	flat_load_dword v8, v[0:1] offset:40
	flat_load_dword v2, v[3:4] offset:44
	flat_load_dword v12, v[3:4] offset:36
	flat_load_dword v2, v[0:1] offset:32
	flat_load_dword v11, v[0:1] offset:48
	flat_load_dwordx2 v[9:10], v[3:4]
	v_readlane_b32 s37, v5, 5
	v_readlane_b32 s36, v5, 4
	v_readlane_b32 s35, v5, 3
	v_readlane_b32 s34, v5, 2
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	buffer_load_dword v5, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_coord_apply_:                  ; @swatomic_coord_apply_
	buffer_store_dword v4, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v5, v[2:3] offset:40
	flat_load_dword v6, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dword v5, v[2:3] offset:32
	flat_load_dword v6, v[0:1] offset:92
	flat_load_dword v7, v[0:1] offset:108
	flat_load_dword v9, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:64
	flat_store_dword v[2:3], v0 offset:40
	flat_load_dword v5, v[0:1] offset:48
	flat_load_dword v9, v[2:3] offset:44
	flat_load_dword v15, v[2:3] offset:48
	flat_load_dword v6, v[0:1] offset:80
	flat_load_dword v17, v[2:3] offset:36
	flat_load_dword v7, v[0:1] offset:28
	flat_load_dwordx2 v[5:6], v[2:3] offset:8
	flat_load_dword v18, v[0:1] offset:100
	flat_load_dword v5, v[0:1] offset:52
	flat_load_dword v6, v[2:3] offset:44
	flat_store_dwordx2 v[2:3], v[7:8] offset:24
	flat_store_dword v[2:3], v7 offset:40
	flat_load_dword v0, v[0:1] offset:72
	flat_store_dword v[2:3], v1 offset:40
	flat_store_dword v[2:3], v0 offset:52
	flat_load_dword v10, v[0:1] offset:28
	flat_load_dword v16, v[2:3] offset:36
	flat_load_dwordx4 v[5:8], v[2:3] offset:8
	flat_load_dword v17, v[0:1] offset:100
	flat_load_dwordx2 v[0:1], v[0:1] offset:16
	global_store_dword v[0:1], v5, off offset:8
	global_store_dword v[0:1], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v7, off
	flat_store_dword v[2:3], v5 offset:40
	v_readlane_b32 s51, v4, 18
	v_readlane_b32 s50, v4, 17
	v_readlane_b32 s48, v4, 16
	v_readlane_b32 s47, v4, 15
	v_readlane_b32 s46, v4, 14
	v_readlane_b32 s45, v4, 13
	v_readlane_b32 s44, v4, 12
	v_readlane_b32 s43, v4, 11
	v_readlane_b32 s42, v4, 10
	v_readlane_b32 s41, v4, 9
	v_readlane_b32 s40, v4, 8
	v_readlane_b32 s39, v4, 7
	v_readlane_b32 s38, v4, 6
	v_readlane_b32 s37, v4, 5
	v_readlane_b32 s36, v4, 4
	v_readlane_b32 s35, v4, 3
	v_readlane_b32 s34, v4, 2
	v_readlane_b32 s31, v4, 1
	v_readlane_b32 s30, v4, 0
	buffer_load_dword v4, off, s[0:3], s32  ; 4-byte Folded Reload
	flat_store_dwordx2 v[2:3], v[0:1] offset:24
swatomic_coord_publish_:                ; @swatomic_coord_publish_
	flat_load_dword v6, v[3:4] offset:40
	flat_load_dword v5, v[3:4] offset:44
	flat_load_dword v5, v[3:4] offset:48
	flat_load_dword v6, v[0:1] offset:80
	flat_load_dword v6, v[0:1] offset:52
	flat_load_dword v6, v[0:1] offset:72
	flat_load_dwordx2 v[5:6], v[0:1] offset:48
	flat_load_dword v5, v[0:1] offset:48
	flat_load_dword v6, v[0:1] offset:28
	flat_load_dwordx2 v[5:6], v[3:4]
	global_store_dword v[5:6], v7, off
	flat_load_dwordx2 v[5:6], v[3:4]
	global_store_dwordx2 v[5:6], v[7:8], off
	flat_load_dwordx2 v[5:6], v[3:4]
	flat_load_dword v11, v[0:1] offset:40
	flat_load_dwordx2 v[11:12], v[0:1] offset:32
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v7, v[3:4] offset:32
	flat_load_dword v10, v[0:1] offset:96
	flat_load_dwordx2 v[5:6], v[0:1]
	flat_load_dword v0, v[0:1] offset:92
	global_store_dwordx2 v[5:6], v[0:1], off
	global_store_dwordx2 v[5:6], v[0:1], off offset:8
	flat_load_dword v0, v[3:4] offset:36
	global_store_dwordx2 v[5:6], v[0:1], off offset:16
	global_store_dwordx2 v[5:6], v[0:1], off offset:24
swatomic_coord_answer_:                 ; @swatomic_coord_answer_
	flat_load_dword v6, v[2:3] offset:56
	flat_store_dwordx2 v[2:3], v[4:5] offset:24
	flat_load_dword v6, v[2:3] offset:36
	flat_load_dword v6, v[2:3] offset:32
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[6:7], v[4:5], off
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
	flat_load_dword v6, v[2:3] offset:32
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v4, v[2:3] offset:32
	flat_load_dword v3, v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_send_:                   ; @swatomic_coord_send_
	flat_load_dword v10, v[2:3] offset:48
	flat_load_dword v13, v[0:1] offset:96
	flat_load_dwordx2 v[15:16], v[0:1] offset:80
	flat_load_dword v19, v[0:1] offset:68
	flat_load_dword v6, v[2:3] offset:36
	flat_load_dwordx2 v[17:18], v[0:1]
	flat_load_dwordx2 v[11:12], v[2:3]
	global_store_dwordx2 v[0:1], v[9:10], off offset:16
	global_store_dwordx2 v[0:1], v[7:8], off offset:24
	global_store_dwordx2 v[0:1], v[7:8], off
	global_store_dwordx2 v[0:1], v[3:4], off offset:8
swatomic_coord_answer_new_:             ; @swatomic_coord_answer_new_
	flat_load_dword v5, v[3:4] offset:44
	flat_load_dword v5, v[0:1] offset:48
	flat_load_dword v15, v[0:1] offset:68
	flat_load_dword v11, v[0:1] offset:52
	flat_load_dword v12, v[0:1] offset:28
	flat_load_dwordx2 v[5:6], v[0:1] offset:80
	flat_load_dword v16, v[3:4] offset:48
	flat_load_dword v14, v[3:4] offset:36
	flat_load_dword v17, v[0:1] offset:96
	flat_load_dwordx2 v[7:8], v[0:1]
	flat_load_dwordx2 v[9:10], v[3:4]
	global_store_dwordx2 v[7:8], v[15:16], off offset:16
	global_store_dwordx2 v[7:8], v[11:12], off offset:24
	global_store_dwordx2 v[7:8], v[9:10], off
	global_store_dwordx2 v[7:8], v[5:6], off offset:8
	flat_load_dword v5, v[3:4] offset:40
	flat_load_dwordx2 v[12:13], v[3:4] offset:48
	flat_load_dword v2, v[0:1] offset:96
	flat_load_dwordx2 v[14:15], v[0:1] offset:80
	flat_load_dword v9, v[0:1] offset:68
	flat_load_dword v11, v[3:4] offset:36
	flat_load_dwordx2 v[16:17], v[0:1]
	flat_load_dwordx4 v[5:8], v[3:4]
	flat_load_dwordx2 v[3:4], v[3:4] offset:16
	global_store_dwordx2 v[0:1], v[12:13], off offset:16
	global_store_dwordx2 v[0:1], v[3:4], off offset:24
	global_store_dwordx2 v[0:1], v[3:4], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	flat_load_dword v2, v[0:1] offset:52
	flat_load_dword v5, v[3:4] offset:44
	flat_store_dword v[3:4], v0 offset:52
	flat_load_dword v2, v[3:4] offset:56
	flat_load_dwordx2 v[5:6], v[3:4] offset:24
	flat_load_dword v2, v[3:4] offset:36
	flat_load_dword v7, v[3:4] offset:32
	flat_load_dwordx2 v[9:10], v[0:1] offset:8
	global_store_dwordx2 v[7:8], v[5:6], off
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
	flat_load_dword v6, v[3:4] offset:32
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v2, v[3:4] offset:32
	flat_load_dword v4, v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_answer_sent_:            ; @swatomic_coord_answer_sent_
	flat_load_dword v10, v[2:3] offset:40
	flat_load_dwordx2 v[8:9], v[2:3] offset:48
	flat_load_dwordx2 v[4:5], v[0:1] offset:80
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_load_dwordx2 v[8:9], v[8:9], off offset:16 glc
	flat_store_dword v[2:3], v12 offset:40
	flat_load_dword v4, v[2:3] offset:36
	flat_load_dwordx2 v[10:11], v[2:3] offset:24
	flat_load_dword v4, v[2:3] offset:56
	flat_store_dwordx2 v[2:3], v[8:9] offset:24
	flat_load_dword v4, v[2:3] offset:36
	flat_load_dword v4, v[2:3] offset:32
	global_store_dwordx2 v[4:5], v[8:9], off
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dword v4, v[2:3] offset:32
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v4, v[2:3] offset:32
	flat_load_dword v3, v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_post_:                   ; @swatomic_coord_post_
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dword v4, v[0:1] offset:80
	flat_load_dwordx3 v[9:11], v[0:1] offset:68
	flat_load_dword v6, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dwordx2 v[12:13], v[0:1]
	global_store_dwordx2 v[9:10], v[3:4], off
	global_store_dwordx2 v[9:10], v[5:6], off offset:8
	flat_load_dwordx2 v[9:10], v[0:1] offset:68
	flat_load_dword v4, v[0:1] offset:76
swatomic_coord_reply_:                  ; @swatomic_coord_reply_
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v10, v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[7:8], v[0:1] offset:8
	global_store_dwordx2 v[10:11], v[8:9], off
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v5, v[0:1] offset:84
swatomic_coord_poll_replies_:           ; @swatomic_coord_poll_replies_
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:68
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[9:10], v[0:1] offset:8
	global_load_dwordx2 v[8:9], v[8:9], off glc
	buffer_wbinvl1_vol
	flat_load_dword v5, v[0:1] offset:68
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dword v5, v[0:1] offset:84
swatomic_coord_begin_:                  ; @swatomic_coord_begin_
	flat_load_dwordx2 v[2:3], v[0:1] offset:108
	flat_load_dwordx2 v[3:4], v[0:1] offset:8
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:116
	global_load_dwordx2 v[11:12], v[9:10], off glc
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:112
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:72
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:80
	flat_load_dword v2, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_load_dwordx2 v[10:11], v[5:6], off glc
	flat_load_dwordx2 v[12:13], v[0:1] offset:64
	flat_load_dwordx2 v[5:6], v[0:1] offset:80
	flat_load_dword v2, v[0:1] offset:116
	global_load_dwordx2 v[5:6], v[5:6], off glc
	flat_load_dword v2, v[0:1] offset:80
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v12, v[0:1] offset:96
	flat_load_dwordx2 v[8:9], v[0:1]
	global_store_dwordx2 v[8:9], v[5:6], off
	global_store_dwordx2 v[8:9], v[5:6], off offset:8
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v2, v[0:1] offset:32
swatomic_coord_new_pass_:               ; @swatomic_coord_new_pass_
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coord_end_pass_:               ; @swatomic_coord_end_pass_
	flat_load_dwordx2 v[3:4], v[0:1] offset:76
	flat_load_dwordx2 v[5:6], v[0:1] offset:16
	global_store_dword v[11:12], v9, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[11:12], v10, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[7:8], v2, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[5:6], v2, off offset:4
	global_load_dword v2, v[5:6], off glc
	flat_load_dword v2, v[0:1] offset:88
	global_load_dword v4, v[5:6], off glc
	global_load_dword v2, v[5:6], off offset:20 glc
	global_store_dword v[5:6], v2, off offset:8
	global_store_dword v[5:6], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[5:6], v2, off
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coord_answer_all_:             ; @swatomic_coord_answer_all_
	buffer_store_dword v5, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v6, v[0:1] offset:104
	flat_load_dword v4, v[0:1] offset:104
	flat_load_dword v9, v[2:3] offset:8
	flat_load_dwordx2 v[16:17], v[2:3] offset:16
	flat_load_dwordx2 v[7:8], v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:96
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	global_load_dwordx2 v[16:17], v[16:17], off offset:16 glc
	flat_store_dword v[2:3], v13 offset:8
	flat_load_dword v7, v[2:3] offset:4
	flat_load_dwordx2 v[9:10], v[9:10]
	flat_load_dword v7, v[2:3] offset:24
	flat_store_dwordx2 v[9:10], v[16:17]
	flat_load_dword v7, v[2:3] offset:4
	flat_load_dword v12, v[2:3]
	global_store_dwordx2 v[7:8], v[16:17], off
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:96
	flat_load_dword v7, v[2:3]
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dword v4, v[2:3]
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v10, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:64
	flat_load_dword v4, v[2:3] offset:12
	flat_load_dword v4, v[0:1] offset:48
	flat_load_dword v8, v[0:1] offset:68
	flat_load_dword v9, v[0:1] offset:52
	flat_load_dword v10, v[0:1] offset:28
	flat_load_dword v12, v[2:3] offset:16
	flat_load_dword v4, v[2:3] offset:4
	flat_load_dwordx2 v[20:21], v[0:1] offset:80
	flat_load_dword v26, v[0:1] offset:96
	flat_load_dwordx2 v[18:19], v[0:1]
	flat_load_dwordx2 v[16:17], v[14:15]
	global_store_dwordx2 v[18:19], v[20:21], off offset:16
	global_store_dwordx2 v[18:19], v[9:10], off offset:24
	global_store_dwordx2 v[18:19], v[16:17], off
	global_store_dwordx2 v[18:19], v[7:8], off offset:8
	flat_load_dword v9, v[2:3] offset:8
	flat_load_dword v12, v[0:1] offset:96
	flat_load_dword v4, v[0:1] offset:68
	flat_load_dwordx2 v[16:17], v[2:3] offset:16
	flat_load_dword v25, v[2:3] offset:4
	flat_load_dwordx2 v[20:21], v[0:1] offset:80
	flat_load_dwordx2 v[18:19], v[0:1]
	flat_load_dwordx4 v[7:10], v[14:15]
	flat_load_dwordx2 v[17:18], v[17:18]
	global_store_dwordx2 v[15:16], v[19:20], off offset:16
	global_store_dwordx2 v[15:16], v[17:18], off offset:24
	global_store_dwordx2 v[15:16], v[7:8], off
	global_store_dwordx2 v[15:16], v[7:8], off offset:8
	flat_load_dword v4, v[0:1] offset:52
	flat_load_dword v7, v[2:3] offset:12
	flat_store_dword v[2:3], v4 offset:20
	flat_load_dword v4, v[2:3] offset:24
	flat_load_dwordx2 v[7:8], v[7:8]
	flat_load_dword v4, v[2:3] offset:4
	flat_load_dword v12, v[2:3]
	flat_load_dwordx2 v[9:10], v[0:1] offset:8
	global_store_dwordx2 v[9:10], v[7:8], off
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dword v8, v[2:3]
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dword v4, v[2:3]
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v10, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:64
	v_readlane_b32 s37, v5, 5
	v_readlane_b32 s36, v5, 4
	v_readlane_b32 s35, v5, 3
	v_readlane_b32 s34, v5, 2
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	buffer_load_dword v5, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_coord_finish_pass_:            ; @swatomic_coord_finish_pass_
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dword v5, v[0:1] offset:116
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	flat_load_dword v12, v[12:13]
	global_store_dwordx2 v[9:10], v[12:13], off
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v7, v[0:1] offset:60
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dwordx2 v[8:9], v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v12, v[10:11]
	flat_load_dword v13, v[0:1] offset:108
	flat_load_dword v14, v[0:1] offset:60
	flat_load_dword v15, v[2:3]
	flat_load_dword v5, v[10:11]
	flat_load_dwordx2 v[3:4], v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:60
	flat_load_dwordx2 v[3:4], v[0:1] offset:108
swatomic_coord_poll_phase_:             ; @swatomic_coord_poll_phase_
	buffer_store_dword v3, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v6, v[0:1] offset:100
	flat_load_dwordx2 v[4:5], v[0:1] offset:48
	flat_load_dword v6, v[0:1] offset:100
	flat_load_dword v5, v[0:1] offset:56
	flat_load_dword v7, v[0:1] offset:100
	flat_load_dword v5, v[0:1] offset:40
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:64
	flat_load_dword v9, v[0:1] offset:80
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:96
	flat_load_dwordx2 v[10:11], v[0:1]
	global_load_dwordx2 v[9:10], v[16:17], off glc
	global_load_dwordx2 v[11:12], v[16:17], off offset:8 glc
	flat_load_dword v10, v[0:1] offset:100
	flat_load_dword v10, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:100
	flat_load_dword v15, v[0:1] offset:44
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	flat_load_dwordx2 v[16:17], v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	global_store_dwordx2 v[7:8], v[17:18], off
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dwordx2 v[4:5], v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:112
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dwordx2 v[33:34], v[0:1] offset:92
	flat_load_dwordx2 v[35:36], v[0:1]
	global_load_dwordx2 v[16:17], v[6:7], off glc
	global_load_dwordx2 v[18:19], v[6:7], off offset:8 glc
	global_load_dwordx2 v[12:13], v[6:7], off glc
	global_load_dwordx2 v[14:15], v[6:7], off offset:8 glc
	global_load_dwordx2 v[8:9], v[6:7], off glc
	global_load_dwordx2 v[10:11], v[6:7], off offset:8 glc
	global_load_dwordx2 v[4:5], v[6:7], off glc
	global_load_dwordx2 v[6:7], v[6:7], off offset:8 glc
	flat_load_dword v24, v[0:1] offset:108
	flat_load_dword v32, v[0:1] offset:60
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v24, v[0:1] offset:76
	flat_load_dword v35, v[0:1] offset:100
	flat_load_dword v24, v[0:1] offset:76
	flat_load_dword v35, v[0:1] offset:100
	flat_load_dword v35, v[0:1] offset:44
	flat_load_dword v31, v[0:1] offset:24
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v24, v[0:1] offset:84
	flat_load_dword v16, v[0:1] offset:116
	flat_load_dwordx2 v[18:19], v[0:1] offset:8
	global_store_dwordx2 v[16:17], v[23:24], off
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:112
	flat_load_dword v16, v[0:1] offset:108
	flat_load_dword v17, v[0:1] offset:60
	flat_load_dword v17, v[0:1] offset:76
	flat_load_dwordx2 v[16:17], v[0:1] offset:92
	flat_load_dword v26, v[0:1] offset:76
	flat_load_dword v31, v[0:1] offset:84
	flat_load_dword v32, v[0:1] offset:100
	flat_load_dword v26, v[0:1] offset:76
	flat_load_dword v32, v[0:1] offset:100
	flat_load_dword v32, v[0:1] offset:44
	flat_load_dword v16, v[0:1] offset:24
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:84
	flat_load_dword v12, v[0:1] offset:116
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	global_store_dwordx2 v[12:13], v[23:24], off
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:112
	flat_load_dword v12, v[0:1] offset:108
	flat_load_dword v13, v[0:1] offset:60
	flat_load_dword v13, v[0:1] offset:76
	flat_load_dwordx2 v[12:13], v[0:1] offset:92
	flat_load_dword v17, v[0:1] offset:76
	flat_load_dword v18, v[0:1] offset:84
	flat_load_dword v19, v[0:1] offset:100
	flat_load_dword v17, v[0:1] offset:76
	flat_load_dword v19, v[0:1] offset:100
	flat_load_dword v19, v[0:1] offset:44
	flat_load_dword v12, v[0:1] offset:24
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:116
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	global_store_dwordx2 v[8:9], v[23:24], off
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:112
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v9, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:76
	flat_load_dwordx2 v[8:9], v[0:1] offset:92
	flat_load_dword v13, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:84
	flat_load_dword v15, v[0:1] offset:100
	flat_load_dword v13, v[0:1] offset:76
	flat_load_dword v15, v[0:1] offset:100
	flat_load_dword v15, v[0:1] offset:44
	flat_load_dword v8, v[0:1] offset:24
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_store_dwordx2 v[4:5], v[23:24], off
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v9, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:68
	flat_load_dword v11, v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[12:13], v[0:1] offset:8
	global_load_dwordx2 v[11:12], v[11:12], off glc
	buffer_wbinvl1_vol
	flat_load_dword v7, v[0:1] offset:68
	flat_load_dword v9, v[0:1] offset:76
	flat_load_dword v9, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dwordx2 v[4:5], v[0:1] offset:16
	global_load_dword v7, v[4:5], off glc
	global_load_dword v6, v[4:5], off offset:20 glc
	global_store_dword v[4:5], v2, off offset:8
	global_store_dword v[4:5], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v2, off
	flat_load_dword v6, v[0:1] offset:76
	v_readlane_b32 s31, v3, 1
	v_readlane_b32 s30, v3, 0
	buffer_load_dword v3, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_coord_next_phase_:             ; @swatomic_coord_next_phase_
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dwordx2 v[2:3], v[0:1] offset:16
	global_store_dword v[10:11], v4, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[10:11], v5, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[4:5], v12, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[2:3], v4, off offset:4
	global_load_dword v4, v[2:3], off glc
	flat_load_dword v4, v[0:1] offset:88
	global_load_dword v5, v[2:3], off glc
	global_load_dword v4, v[2:3], off offset:20 glc
	global_store_dword v[2:3], v4, off offset:8
	global_store_dword v[2:3], v4, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[2:3], v4, off
	flat_load_dword v5, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coordinate_:                   ; @swatomic_coordinate_
	buffer_store_dword v19, off, s[0:3], s33 offset:704 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], s33 offset:708 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:712 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	flat_load_dwordx3 v[2:4], v[0:1] offset:16
	flat_load_dword v9, v[0:1] offset:32
	flat_load_dwordx4 v[5:8], v[0:1]
	buffer_store_dword v10, off, s[0:3], s33 offset:156
	buffer_store_dword v12, off, s[0:3], s33 offset:144
	global_load_dwordx2 v[0:1], v[2:3], off offset:36
	buffer_store_dword v6, off, s[0:3], s33 offset:68
	buffer_store_dword v5, off, s[0:3], s33 offset:64
	buffer_store_dword v8, off, s[0:3], s33 offset:76
	buffer_store_dword v7, off, s[0:3], s33 offset:72
	buffer_store_dword v3, off, s[0:3], s33 offset:84
	buffer_store_dword v2, off, s[0:3], s33 offset:80
	buffer_store_dword v9, off, s[0:3], s33 offset:148
	buffer_store_dword v4, off, s[0:3], s33 offset:88
	buffer_store_dword v5, off, s[0:3], s33 offset:152
	buffer_store_dword v3, off, s[0:3], s33 offset:172
	buffer_store_dword v14, off, s[0:3], s33 offset:176
	buffer_store_dword v0, off, s[0:3], s33 offset:168
	buffer_store_dword v0, off, s[0:3], s33 offset:92
	buffer_store_dword v1, off, s[0:3], s33 offset:160
	buffer_store_dword v10, off, s[0:3], s33 offset:164
	buffer_store_dword v2, off, s[0:3], s33 offset:180
	buffer_store_dword v0, off, s[0:3], s33 offset:96
	buffer_store_dword v5, off, s[0:3], s33 offset:100
	buffer_store_dword v7, off, s[0:3], s33 offset:104
	buffer_store_dword v0, off, s[0:3], s33 offset:108
	buffer_store_dword v0, off, s[0:3], s33 offset:112
	buffer_store_dword v0, off, s[0:3], s33 offset:116
	buffer_store_dword v0, off, s[0:3], s33 offset:120
	buffer_store_dword v0, off, s[0:3], s33 offset:124
	buffer_store_dword v0, off, s[0:3], s33 offset:128
	buffer_store_dword v0, off, s[0:3], s33 offset:132
	buffer_store_dword v0, off, s[0:3], s33 offset:136
	buffer_store_dword v7, off, s[0:3], s33 offset:140
	buffer_load_dword v5, off, s[0:3], s33 offset:72
	buffer_load_dword v18, off, s[0:3], s33 offset:76
	global_load_dwordx2 v[17:18], v[17:18], off glc
	buffer_load_dword v21, off, s[0:3], s33 offset:72
	buffer_load_dword v22, off, s[0:3], s33 offset:76
	global_load_dwordx2 v[22:23], v[1:2], off glc
	global_load_dwordx2 v[1:2], v[1:2], off glc
	buffer_load_dword v24, off, s[0:3], s33 offset:64
	buffer_load_dword v26, off, s[0:3], s33 offset:68
	global_store_dwordx2 v[1:2], v[22:23], off
	global_store_dwordx2 v[1:2], v[22:23], off offset:8
	buffer_store_dword v0, off, s[0:3], s33 offset:696 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:700 ; 4-byte Folded Spill
	buffer_load_dword v7, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:164
	buffer_load_dword v1, off, s[0:3], s33 offset:112
	buffer_load_dword v2, off, s[0:3], s33 offset:116
	buffer_load_dword v1, off, s[0:3], s33 offset:120
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v3, off, s[0:3], s33 offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:140
	buffer_load_dword v1, off, s[0:3], s33 offset:140
	buffer_load_dword v3, off, s[0:3], s33 offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:128
	buffer_load_dword v4, off, s[0:3], s33 offset:144
	buffer_load_dword v8, off, s[0:3], s33 offset:140
	buffer_load_dword v5, off, s[0:3], s33 offset:160
	buffer_load_dword v6, off, s[0:3], s33 offset:64
	buffer_load_dword v9, off, s[0:3], s33 offset:68
	global_load_dwordx2 v[3:4], v[5:6], off glc
	global_load_dwordx2 v[5:6], v[5:6], off offset:8 glc
	buffer_load_dword v6, off, s[0:3], s33 offset:164
	buffer_load_dword v6, off, s[0:3], s33 offset:140
	buffer_load_dword v8, off, s[0:3], s33 offset:164
	buffer_load_dword v8, off, s[0:3], s33 offset:108
	buffer_load_dword v4, off, s[0:3], s33 offset:128
	buffer_load_dword v8, off, s[0:3], s33 offset:140
	buffer_load_dword v4, off, s[0:3], s33 offset:128
	buffer_load_dword v6, off, s[0:3], s33 offset:144
	buffer_load_dword v8, off, s[0:3], s33 offset:148
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v10, off, s[0:3], s33 offset:72
	buffer_load_dword v11, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[1:2], v[6:7], off
	buffer_load_dword v8, off, s[0:3], s33 offset:140
	buffer_load_dword v1, off, s[0:3], s33 offset:172
	buffer_load_dword v0, off, s[0:3], s33 offset:176
	buffer_load_dword v2, off, s[0:3], s33 offset:696 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:700 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:176
	buffer_load_dword v1, off, s[0:3], s33 offset:148
	buffer_load_dword v2, off, s[0:3], s33 offset:160
	buffer_load_dword v63, off, s[0:3], s33 offset:156
	buffer_load_dword v22, off, s[0:3], s33 offset:64
	buffer_load_dword v18, off, s[0:3], s33 offset:68
	global_load_dwordx2 v[12:13], v[1:2], off glc
	global_load_dwordx2 v[14:15], v[1:2], off offset:8 glc
	global_load_dwordx2 v[8:9], v[1:2], off glc
	global_load_dwordx2 v[10:11], v[1:2], off offset:8 glc
	global_load_dwordx2 v[4:5], v[1:2], off glc
	global_load_dwordx2 v[6:7], v[1:2], off offset:8 glc
	global_load_dwordx2 v[0:1], v[2:3], off glc
	global_load_dwordx2 v[2:3], v[2:3], off offset:8 glc
	buffer_load_dword v18, off, s[0:3], s33 offset:172
	buffer_load_dword v22, off, s[0:3], s33 offset:124
	buffer_load_dword v12, off, s[0:3], s33 offset:140
	buffer_load_dword v22, off, s[0:3], s33 offset:140
	buffer_load_dword v62, off, s[0:3], s33 offset:164
	buffer_load_dword v22, off, s[0:3], s33 offset:140
	buffer_load_dword v62, off, s[0:3], s33 offset:164
	buffer_load_dword v53, off, s[0:3], s33 offset:108
	buffer_load_dword v18, off, s[0:3], s33 offset:88
	buffer_load_dword v38, off, s[0:3], s33 offset:140
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v15, off, s[0:3], s33 offset:72
	buffer_load_dword v48, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[38:39], v[13:14], off
	buffer_load_dword v12, off, s[0:3], s33 offset:140
	buffer_load_dword v12, off, s[0:3], s33 offset:176
	buffer_load_dword v12, off, s[0:3], s33 offset:172
	buffer_load_dword v13, off, s[0:3], s33 offset:124
	buffer_load_dword v15, off, s[0:3], s33 offset:140
	buffer_load_dword v18, off, s[0:3], s33 offset:140
	buffer_load_dword v37, off, s[0:3], s33 offset:148
	buffer_load_dword v22, off, s[0:3], s33 offset:156
	buffer_load_dword v13, off, s[0:3], s33 offset:160
	buffer_load_dword v38, off, s[0:3], s33 offset:164
	buffer_load_dword v18, off, s[0:3], s33 offset:140
	buffer_load_dword v38, off, s[0:3], s33 offset:164
	buffer_load_dword v38, off, s[0:3], s33 offset:108
	buffer_load_dword v12, off, s[0:3], s33 offset:88
	buffer_load_dword v13, off, s[0:3], s33 offset:140
	buffer_load_dword v8, off, s[0:3], s33 offset:148
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v15, off, s[0:3], s33 offset:72
	buffer_load_dword v18, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[10:11], v[8:9], off
	buffer_load_dword v8, off, s[0:3], s33 offset:140
	buffer_load_dword v8, off, s[0:3], s33 offset:176
	buffer_load_dword v8, off, s[0:3], s33 offset:172
	buffer_load_dword v9, off, s[0:3], s33 offset:124
	buffer_load_dword v11, off, s[0:3], s33 offset:140
	buffer_load_dword v12, off, s[0:3], s33 offset:140
	buffer_load_dword v14, off, s[0:3], s33 offset:148
	buffer_load_dword v13, off, s[0:3], s33 offset:156
	buffer_load_dword v9, off, s[0:3], s33 offset:160
	buffer_load_dword v15, off, s[0:3], s33 offset:164
	buffer_load_dword v12, off, s[0:3], s33 offset:140
	buffer_load_dword v15, off, s[0:3], s33 offset:164
	buffer_load_dword v15, off, s[0:3], s33 offset:108
	buffer_load_dword v8, off, s[0:3], s33 offset:88
	buffer_load_dword v9, off, s[0:3], s33 offset:140
	buffer_load_dword v4, off, s[0:3], s33 offset:148
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v11, off, s[0:3], s33 offset:72
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[6:7], v[4:5], off
	buffer_load_dword v4, off, s[0:3], s33 offset:140
	buffer_load_dword v4, off, s[0:3], s33 offset:176
	buffer_load_dword v4, off, s[0:3], s33 offset:172
	buffer_load_dword v5, off, s[0:3], s33 offset:124
	buffer_load_dword v7, off, s[0:3], s33 offset:140
	buffer_load_dword v8, off, s[0:3], s33 offset:140
	buffer_load_dword v10, off, s[0:3], s33 offset:148
	buffer_load_dword v9, off, s[0:3], s33 offset:156
	buffer_load_dword v5, off, s[0:3], s33 offset:160
	buffer_load_dword v11, off, s[0:3], s33 offset:164
	buffer_load_dword v8, off, s[0:3], s33 offset:140
	buffer_load_dword v11, off, s[0:3], s33 offset:164
	buffer_load_dword v11, off, s[0:3], s33 offset:108
	buffer_load_dword v4, off, s[0:3], s33 offset:88
	buffer_load_dword v5, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v7, off, s[0:3], s33 offset:72
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v3, off, s[0:3], s33 offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:132
	buffer_load_dword v4, off, s[0:3], s33 offset:144
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v8, off, s[0:3], s33 offset:72
	buffer_load_dword v9, off, s[0:3], s33 offset:76
	global_load_dwordx2 v[4:5], v[4:5], off glc
	buffer_wbinvl1_vol
	buffer_load_dword v1, off, s[0:3], s33 offset:132
	buffer_load_dword v3, off, s[0:3], s33 offset:140
	buffer_load_dword v3, off, s[0:3], s33 offset:148
	buffer_load_dword v2, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	global_load_dword v4, v[0:1], off glc
	global_load_dword v2, v[0:1], off offset:20 glc
	global_store_dword v[0:1], v42, off offset:8
	global_store_dword v[0:1], v40, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v41, off
	buffer_load_dword v2, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v1, off, s[0:3], s33 offset:168
	buffer_load_dword v3, off, s[0:3], s33 offset:96
	buffer_load_dword v6, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:168
	buffer_load_dword v0, off, s[0:3], s33 offset:164
	buffer_load_dword v0, off, s[0:3], s33 offset:164
	buffer_store_dword v23, v14, s[0:3], 0 offen offset:40
	buffer_store_dword v0, v14, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:140
	buffer_load_dword v1, off, s[0:3], s33 offset:148
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v2, off, s[0:3], s33 offset:160
	buffer_store_dword v22, v14, s[0:3], 0 offen offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:128
	buffer_load_dword v1, off, s[0:3], s33 offset:156
	buffer_load_dword v2, off, s[0:3], s33 offset:172
	buffer_load_dword v3, off, s[0:3], s33 offset:124
	buffer_load_dword v1, off, s[0:3], s33 offset:156
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	global_load_dwordx2 v[0:1], v[8:9], off glc
	global_load_dwordx2 v[2:3], v[8:9], off offset:8 glc
	buffer_load_dword v0, off, s[0:3], s33 offset:88
	global_load_dwordx2 v[4:5], v[8:9], off offset:16 glc
	global_load_dwordx2 v[6:7], v[8:9], off offset:24 glc
	buffer_load_dword v10, off, s[0:3], s33 offset:80
	buffer_load_dword v11, off, s[0:3], s33 offset:84
	global_load_dwordx2 v[0:1], v[8:9], off glc
	global_load_dwordx2 v[2:3], v[8:9], off offset:8 glc
	global_load_dwordx2 v[4:5], v[8:9], off offset:16 glc
	global_load_dwordx2 v[6:7], v[8:9], off offset:24 glc
	global_load_dword v17, v[10:11], off glc
	global_load_dword v17, v[10:11], off offset:20 glc
	global_store_dword v[10:11], v42, off offset:8
	global_store_dword v[10:11], v40, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v41, off
	buffer_load_dword v9, off, s[0:3], s33 offset:88
	buffer_store_dword v11, v14, s[0:3], 0 offen offset:36
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:160
	buffer_load_dword v2, v8, s[0:3], 0 offen
	buffer_store_dword v44, v16, s[0:3], 0 offen
	buffer_load_dword v15, off, s[0:3], s33 offset:148
	buffer_load_dword v17, off, s[0:3], s33 offset:160
	buffer_load_dword v18, v8, s[0:3], 0 offen
	buffer_store_dword v8, v14, s[0:3], 0 offen
	buffer_store_dword v9, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v14, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v14, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v14, s[0:3], 0 offen offset:20
	buffer_store_dword v1, v14, s[0:3], 0 offen offset:16
	buffer_store_dword v2, v14, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:144
	buffer_store_dword v1, v14, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:164
	buffer_load_dword v2, off, s[0:3], s33 offset:120
	buffer_load_dword v11, off, s[0:3], s33 offset:88
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v8, v14, s[0:3], 0 offen
	buffer_load_dword v9, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v10, s[0:3], 0 offen
	buffer_store_dword v41, v16, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:144
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	global_load_dword v22, v[8:9], off glc
	global_load_dwordx2 v[2:3], v[8:9], off glc
	buffer_load_dword v2, off, s[0:3], s33 offset:100
	buffer_load_dword v6, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:104
	buffer_load_dword v8, v14, s[0:3], 0 offen
	buffer_load_dword v9, v14, s[0:3], 0 offen offset:4
	buffer_load_dword v13, v10, s[0:3], 0 offen
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:168
	buffer_load_dword v8, off, s[0:3], s33 offset:168
	buffer_load_dword v1, v21, s[0:3], 0 offen offset:40
	buffer_load_dword v0, v21, s[0:3], 0 offen offset:44
	buffer_load_dword v0, v21, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:144
	buffer_load_dword v1, off, s[0:3], s33 offset:116
	buffer_load_dword v1, off, s[0:3], s33 offset:136
	buffer_load_dword v1, off, s[0:3], s33 offset:116
	buffer_load_dword v2, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v0, v21, s[0:3], 0 offen
	buffer_load_dword v1, v21, s[0:3], 0 offen offset:4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v0, v21, s[0:3], 0 offen
	buffer_load_dword v1, v21, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v9, off, s[0:3], s33 offset:104
	buffer_load_dword v3, off, s[0:3], s33 offset:96
	buffer_load_dword v9, off, s[0:3], s33 offset:100
	buffer_load_dword v2, off, s[0:3], s33 offset:148
	buffer_load_dword v3, off, s[0:3], s33 offset:160
	buffer_load_dword v22, v21, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v3, off, s[0:3], s33 offset:156
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	buffer_load_dword v2, v21, s[0:3], 0 offen offset:36
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	buffer_load_dword v8, off, s[0:3], s33 offset:168
	buffer_load_dword v11, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:144
	buffer_load_dword v13, off, s[0:3], s33 offset:148
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:24
	buffer_load_dword v3, v10, s[0:3], 0 offen offset:28
	buffer_load_dword v12, off, s[0:3], s33 offset:160
	buffer_load_dword v0, off, s[0:3], s33 offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	global_load_dwordx2 v[2:3], v[2:3], off offset:16 glc
	buffer_store_dword v23, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v14, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v10, s[0:3], 0 offen
	buffer_load_dword v5, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:32
	buffer_store_dword v3, v10, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v10, s[0:3], 0 offen
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v22, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v22, v10, s[0:3], 0 offen offset:8
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v13, off, s[0:3], s33 offset:148
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v2, off, s[0:3], s33 offset:160
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:156
	buffer_load_dword v2, off, s[0:3], s33 offset:172
	buffer_load_dword v3, off, s[0:3], s33 offset:124
	buffer_load_dword v3, off, s[0:3], s33 offset:128
	buffer_load_dword v8, off, s[0:3], s33 offset:168
	buffer_load_dword v6, v13, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v13, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:116
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v17, off, s[0:3], s33 offset:148
	buffer_load_dword v18, off, s[0:3], s33 offset:160
	buffer_load_dword v21, off, s[0:3], s33 offset:132
	buffer_load_dword v7, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v4, off, s[0:3], s33 offset:144
	buffer_load_dword v5, off, s[0:3], s33 offset:64
	buffer_load_dword v15, off, s[0:3], s33 offset:68
	buffer_load_dword v2, v13, s[0:3], 0 offen
	buffer_load_dword v3, v13, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[4:5], v[15:16], off offset:16
	global_store_dwordx2 v[4:5], v[23:24], off offset:24
	global_store_dwordx2 v[4:5], v[1:2], off
	global_store_dwordx2 v[4:5], v[0:1], off offset:8
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v18, off, s[0:3], s33 offset:148
	buffer_load_dword v21, off, s[0:3], s33 offset:160
	buffer_load_dword v3, off, s[0:3], s33 offset:132
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v13, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:144
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v13, s[0:3], 0 offen offset:12
	buffer_load_dword v5, off, s[0:3], s33 offset:64
	buffer_load_dword v7, off, s[0:3], s33 offset:68
	buffer_load_dword v6, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v17, v13, s[0:3], 0 offen offset:16
	buffer_load_dword v18, v13, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[17:18], off offset:24
	global_store_dwordx2 v[6:7], v[0:1], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:116
	buffer_store_dword v0, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v13, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v22, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v22, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:72
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:160
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v2, off, s[0:3], s33 offset:160
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:156
	buffer_load_dword v2, off, s[0:3], s33 offset:172
	buffer_load_dword v3, off, s[0:3], s33 offset:124
	buffer_load_dword v3, off, s[0:3], s33 offset:128
	buffer_load_dword v8, off, s[0:3], s33 offset:168
	buffer_load_dword v6, v10, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v10, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:116
	buffer_load_dword v16, v10, s[0:3], 0 offen offset:48
	buffer_load_dword v17, off, s[0:3], s33 offset:148
	buffer_load_dword v18, off, s[0:3], s33 offset:160
	buffer_load_dword v21, off, s[0:3], s33 offset:132
	buffer_load_dword v7, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v4, off, s[0:3], s33 offset:144
	buffer_load_dword v5, off, s[0:3], s33 offset:64
	buffer_load_dword v15, off, s[0:3], s33 offset:68
	buffer_load_dword v2, v10, s[0:3], 0 offen
	buffer_load_dword v3, v10, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[4:5], v[15:16], off offset:16
	global_store_dwordx2 v[4:5], v[23:24], off offset:24
	global_store_dwordx2 v[4:5], v[1:2], off
	global_store_dwordx2 v[4:5], v[0:1], off offset:8
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v10, s[0:3], 0 offen offset:48
	buffer_load_dword v18, off, s[0:3], s33 offset:148
	buffer_load_dword v21, off, s[0:3], s33 offset:160
	buffer_load_dword v3, off, s[0:3], s33 offset:132
	buffer_load_dword v16, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v10, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:144
	buffer_load_dword v15, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v5, off, s[0:3], s33 offset:64
	buffer_load_dword v7, off, s[0:3], s33 offset:68
	buffer_load_dword v6, v10, s[0:3], 0 offen offset:52
	buffer_load_dword v17, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v18, v10, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[17:18], off offset:24
	global_store_dwordx2 v[6:7], v[0:1], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:116
	buffer_store_dword v0, v10, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v10, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v10, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v22, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v22, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:72
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:160
	buffer_load_dword v0, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v2, off, s[0:3], s33 offset:160
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:156
	buffer_load_dword v2, off, s[0:3], s33 offset:172
	buffer_load_dword v3, off, s[0:3], s33 offset:124
	buffer_load_dword v3, off, s[0:3], s33 offset:128
	buffer_load_dword v1, off, s[0:3], s33 offset:148
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v11, off, s[0:3], s33 offset:72
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_load_dword v5, v0, s[0:3], 0 offen
	global_store_dwordx2 v[3:4], v[5:6], off
	buffer_load_dword v2, off, s[0:3], s33 offset:156
	buffer_load_dword v1, off, s[0:3], s33 offset:148
	buffer_load_dword v3, off, s[0:3], s33 offset:160
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:172
	buffer_load_dword v6, off, s[0:3], s33 offset:124
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:32
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v0, off, s[0:3], s33 offset:172
	buffer_load_dword v1, off, s[0:3], s33 offset:176
	buffer_load_dword v4, off, s[0:3], s33 offset:124
	buffer_load_dword v3, off, s[0:3], s33 offset:148
	buffer_load_dword v4, off, s[0:3], s33 offset:128
	buffer_load_dword v6, off, s[0:3], s33 offset:144
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v9, off, s[0:3], s33 offset:72
	buffer_load_dword v10, off, s[0:3], s33 offset:76
	global_store_dwordx2 v[5:6], v[23:24], off
	buffer_load_dword v2, off, s[0:3], s33 offset:140
	buffer_load_dword v2, off, s[0:3], s33 offset:140
	buffer_load_dword v5, off, s[0:3], s33 offset:148
	buffer_load_dword v6, off, s[0:3], s33 offset:128
	buffer_load_dword v4, off, s[0:3], s33 offset:144
	buffer_load_dword v9, off, s[0:3], s33 offset:132
	buffer_load_dword v6, off, s[0:3], s33 offset:140
	buffer_load_dword v10, off, s[0:3], s33 offset:136
	buffer_load_dword v11, off, s[0:3], s33 offset:160
	buffer_load_dword v12, off, s[0:3], s33 offset:64
	buffer_load_dword v13, off, s[0:3], s33 offset:68
	global_store_dwordx2 v[10:11], v[1:2], off
	global_store_dwordx2 v[10:11], v[8:9], off offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:148
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v0, off, s[0:3], s33 offset:168
	buffer_load_dword v22, off, s[0:3], s33 offset:180
	buffer_load_dword v9, off, s[0:3], s33 offset:72
	buffer_load_dword v10, off, s[0:3], s33 offset:76
	buffer_load_dword v5, v1, s[0:3], 0 offen
	global_store_dwordx2 v[3:4], v[5:6], off
	buffer_load_dword v2, off, s[0:3], s33 offset:156
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v4, off, s[0:3], s33 offset:160
	buffer_load_dword v5, off, s[0:3], s33 offset:172
	buffer_load_dword v6, off, s[0:3], s33 offset:124
	buffer_load_dword v7, v1, s[0:3], 0 offen offset:32
	buffer_load_dword v5, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v0, off, s[0:3], s33 offset:172
	buffer_load_dword v1, off, s[0:3], s33 offset:176
	buffer_load_dword v4, off, s[0:3], s33 offset:124
	buffer_load_dword v4, off, s[0:3], s33 offset:140
	buffer_load_dword v0, off, s[0:3], s33 offset:148
	buffer_load_dword v6, off, s[0:3], s33 offset:148
	buffer_load_dword v11, off, s[0:3], s33 offset:144
	buffer_load_dword v0, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	global_store_dword v[7:8], v2, off
	global_store_dword v[7:8], v3, off
	global_store_dword v[2:3], v13, off
	global_store_dword v[0:1], v14, off offset:4
	global_load_dword v2, v[0:1], off glc
	buffer_load_dword v2, off, s[0:3], s33 offset:152
	global_load_dword v8, v[0:1], off glc
	global_load_dword v2, v[0:1], off offset:20 glc
	global_store_dword v[0:1], v42, off offset:8
	global_store_dword v[0:1], v40, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v41, off
	buffer_load_dword v7, off, s[0:3], s33 offset:140
	buffer_load_dword v8, off, s[0:3], s33 offset:148
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:712 ; 4-byte Folded Reload
	v_readlane_b32 s96, v20, 0
	v_readlane_b32 s95, v19, 63
	v_readlane_b32 s94, v19, 62
	v_readlane_b32 s93, v19, 61
	v_readlane_b32 s92, v19, 60
	v_readlane_b32 s91, v19, 59
	v_readlane_b32 s90, v19, 58
	v_readlane_b32 s89, v19, 57
	v_readlane_b32 s88, v19, 56
	v_readlane_b32 s87, v19, 55
	v_readlane_b32 s86, v19, 54
	v_readlane_b32 s85, v19, 53
	v_readlane_b32 s84, v19, 52
	v_readlane_b32 s83, v19, 51
	v_readlane_b32 s82, v19, 50
	v_readlane_b32 s81, v19, 49
	v_readlane_b32 s80, v19, 48
	v_readlane_b32 s79, v19, 47
	v_readlane_b32 s78, v19, 46
	v_readlane_b32 s77, v19, 45
	v_readlane_b32 s76, v19, 44
	v_readlane_b32 s75, v19, 43
	v_readlane_b32 s74, v19, 42
	v_readlane_b32 s73, v19, 41
	v_readlane_b32 s72, v19, 40
	v_readlane_b32 s71, v19, 39
	v_readlane_b32 s70, v19, 38
	v_readlane_b32 s69, v19, 37
	v_readlane_b32 s68, v19, 36
	v_readlane_b32 s67, v19, 35
	v_readlane_b32 s66, v19, 34
	v_readlane_b32 s65, v19, 33
	v_readlane_b32 s64, v19, 32
	v_readlane_b32 s63, v19, 31
	v_readlane_b32 s62, v19, 30
	v_readlane_b32 s61, v19, 29
	v_readlane_b32 s60, v19, 28
	v_readlane_b32 s59, v19, 27
	v_readlane_b32 s58, v19, 26
	v_readlane_b32 s57, v19, 25
	v_readlane_b32 s56, v19, 24
	v_readlane_b32 s55, v19, 23
	v_readlane_b32 s54, v19, 22
	v_readlane_b32 s53, v19, 21
	v_readlane_b32 s52, v19, 20
	v_readlane_b32 s51, v19, 19
	v_readlane_b32 s50, v19, 18
	v_readlane_b32 s49, v19, 17
	v_readlane_b32 s48, v19, 16
	v_readlane_b32 s47, v19, 15
	v_readlane_b32 s46, v19, 14
	v_readlane_b32 s45, v19, 13
	v_readlane_b32 s44, v19, 12
	v_readlane_b32 s43, v19, 11
	v_readlane_b32 s42, v19, 10
	v_readlane_b32 s41, v19, 9
	v_readlane_b32 s40, v19, 8
	v_readlane_b32 s39, v19, 7
	v_readlane_b32 s38, v19, 6
	v_readlane_b32 s37, v19, 5
	v_readlane_b32 s36, v19, 4
	v_readlane_b32 s35, v19, 3
	v_readlane_b32 s34, v19, 2
	v_readlane_b32 s31, v19, 1
	v_readlane_b32 s30, v19, 0
	v_readfirstlane_b32 s4, v0
	buffer_load_dword v19, off, s[0:3], s33 offset:704 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:708 ; 4-byte Folded Reload
swatomic_begin_:                        ; @swatomic_begin_
	global_load_dword v8, v[4:5], off offset:28
	global_load_dword v7, v[4:5], off offset:40
	global_load_dword v13, v[4:5], off offset:32
	global_load_dwordx2 v[15:16], v[15:16], off glc
swatomic_op32_:                         ; @swatomic_op32_
	buffer_store_dword v26, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s43, v26, 11
	v_readlane_b32 s42, v26, 10
	v_readlane_b32 s41, v26, 9
	v_readlane_b32 s40, v26, 8
	v_readlane_b32 s39, v26, 7
	v_readlane_b32 s38, v26, 6
	v_readlane_b32 s37, v26, 5
	v_readlane_b32 s36, v26, 4
	v_readlane_b32 s35, v26, 3
	v_readlane_b32 s34, v26, 2
	v_readlane_b32 s31, v26, 1
	v_readlane_b32 s30, v26, 0
	v_readlane_b32 s4, v27, 0
	buffer_load_dword v26, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_int_op_:                       ; @swatomic_int_op_
	buffer_store_dword v26, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s43, v26, 11
	v_readlane_b32 s42, v26, 10
	v_readlane_b32 s41, v26, 9
	v_readlane_b32 s40, v26, 8
	v_readlane_b32 s39, v26, 7
	v_readlane_b32 s38, v26, 6
	v_readlane_b32 s37, v26, 5
	v_readlane_b32 s36, v26, 4
	v_readlane_b32 s35, v26, 3
	v_readlane_b32 s34, v26, 2
	v_readlane_b32 s31, v26, 1
	v_readlane_b32 s30, v26, 0
	v_readlane_b32 s4, v27, 0
	buffer_load_dword v26, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_op64_:                         ; @swatomic_op64_
	buffer_store_dword v26, off, s[0:3], s32 ; 4-byte Folded Spill
	v_readlane_b32 s43, v26, 11
	v_readlane_b32 s42, v26, 10
	v_readlane_b32 s41, v26, 9
	v_readlane_b32 s40, v26, 8
	v_readlane_b32 s39, v26, 7
	v_readlane_b32 s38, v26, 6
	v_readlane_b32 s37, v26, 5
	v_readlane_b32 s36, v26, 4
	v_readlane_b32 s35, v26, 3
	v_readlane_b32 s34, v26, 2
	v_readlane_b32 s31, v26, 1
	v_readlane_b32 s30, v26, 0
	buffer_load_dword v26, off, s[0:3], s32 ; 4-byte Folded Reload
swatomic_long_op_:                      ; @swatomic_long_op_
	buffer_store_dword v26, off, s[0:3], s32 ; 4-byte Folded Spill
	v_readlane_b32 s43, v26, 11
	v_readlane_b32 s42, v26, 10
	v_readlane_b32 s41, v26, 9
	v_readlane_b32 s40, v26, 8
	v_readlane_b32 s39, v26, 7
	v_readlane_b32 s38, v26, 6
	v_readlane_b32 s37, v26, 5
	v_readlane_b32 s36, v26, 4
	v_readlane_b32 s35, v26, 3
	v_readlane_b32 s34, v26, 2
	v_readlane_b32 s31, v26, 1
	v_readlane_b32 s30, v26, 0
	buffer_load_dword v26, off, s[0:3], s32 ; 4-byte Folded Reload
swatomic_float_op_:                     ; @swatomic_float_op_
	buffer_store_dword v26, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s43, v26, 11
	v_readlane_b32 s42, v26, 10
	v_readlane_b32 s41, v26, 9
	v_readlane_b32 s40, v26, 8
	v_readlane_b32 s39, v26, 7
	v_readlane_b32 s38, v26, 6
	v_readlane_b32 s37, v26, 5
	v_readlane_b32 s36, v26, 4
	v_readlane_b32 s35, v26, 3
	v_readlane_b32 s34, v26, 2
	v_readlane_b32 s31, v26, 1
	v_readlane_b32 s30, v26, 0
	v_readlane_b32 s4, v27, 0
	buffer_load_dword v26, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_double_op_:                    ; @swatomic_double_op_
	buffer_store_dword v26, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s43, v26, 11
	v_readlane_b32 s42, v26, 10
	v_readlane_b32 s41, v26, 9
	v_readlane_b32 s40, v26, 8
	v_readlane_b32 s39, v26, 7
	v_readlane_b32 s38, v26, 6
	v_readlane_b32 s37, v26, 5
	v_readlane_b32 s36, v26, 4
	v_readlane_b32 s35, v26, 3
	v_readlane_b32 s34, v26, 2
	v_readlane_b32 s31, v26, 1
	v_readlane_b32 s30, v26, 0
	v_readlane_b32 s4, v27, 0
	buffer_load_dword v26, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_sg_lanes_below:                ; @swatomic_sg_lanes_below
swatomic_sg_lowest:                     ; @swatomic_sg_lowest
swatomic_sg_highest:                    ; @swatomic_sg_highest
swatomic_sg_count:                      ; @swatomic_sg_count
swatomic_sg_nth_lane:                   ; @swatomic_sg_nth_lane
swatomic_sg_lane:                       ; @swatomic_sg_lane
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v0, -1, v0
swatomic_sg_active_mask:                ; @swatomic_sg_active_mask
swatomic_sg_ballot:                     ; @swatomic_sg_ballot
swatomic_sg_shuffle32:                  ; @swatomic_sg_shuffle32
	ds_bpermute_b32 v0, v0, v2
swatomic_sg_shuffle64:                  ; @swatomic_sg_shuffle64
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
swatomic_sg_sync:                       ; @swatomic_sg_sync
swatomic_sg_match64:                    ; @swatomic_sg_match64
	ds_bpermute_b32 v8, v9, v2 offset:252
	ds_bpermute_b32 v9, v9, v3 offset:252
swatomic_sg_elect:                      ; @swatomic_sg_elect
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v2
swatomic_variant_context:               ; @swatomic_variant_context
swatomic_variant_fail_:                 ; @swatomic_variant_fail_
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
swatomic_bits_int:                      ; @swatomic_bits_int
swatomic_unbits_int:                    ; @swatomic_unbits_int
swatomic_shuffle_int:                   ; @swatomic_shuffle_int
	ds_bpermute_b32 v0, v0, v2
swatomic_bits_uint:                     ; @swatomic_bits_uint
swatomic_unbits_uint:                   ; @swatomic_unbits_uint
swatomic_shuffle_uint:                  ; @swatomic_shuffle_uint
	ds_bpermute_b32 v0, v0, v2
swatomic_bits_float:                    ; @swatomic_bits_float
swatomic_unbits_float:                  ; @swatomic_unbits_float
swatomic_shuffle_float:                 ; @swatomic_shuffle_float
	ds_bpermute_b32 v0, v0, v2
swatomic_atomic_add_old_int:            ; @swatomic_atomic_add_old_int
	global_atomic_add v0, v[2:3], v4, off glc
	buffer_wbinvl1_vol
swatomic_atomic_add_old_uint:           ; @swatomic_atomic_add_old_uint
	global_atomic_add v0, v[2:3], v4, off glc
	buffer_wbinvl1_vol
swatomic_atomic_add_old_float:          ; @swatomic_atomic_add_old_float
	buffer_store_dword v5, off, s[0:3], s32 ; 4-byte Folded Spill
	global_load_dword v11, v[2:3], off glc
	global_atomic_cmpswap v7, v[2:3], v[10:11], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v7, v[2:3], v[7:8], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v9, v[2:3], v[6:7], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v10, v[2:3], v[8:9], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v12, v[2:3], v[9:10], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v11, v[2:3], v[11:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v9, v[2:3], v[10:11], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v10, v[2:3], v[8:9], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v8, v[2:3], v[9:10], off glc
	buffer_wbinvl1_vol
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	v_readlane_b32 s77, v5, 45
	v_readlane_b32 s76, v5, 44
	v_readlane_b32 s75, v5, 43
	v_readlane_b32 s74, v5, 42
	v_readlane_b32 s73, v5, 41
	v_readlane_b32 s72, v5, 40
	v_readlane_b32 s71, v5, 39
	v_readlane_b32 s70, v5, 38
	v_readlane_b32 s69, v5, 37
	v_readlane_b32 s68, v5, 36
	v_readlane_b32 s67, v5, 35
	v_readlane_b32 s66, v5, 34
	v_readlane_b32 s65, v5, 33
	v_readlane_b32 s64, v5, 32
	v_readlane_b32 s63, v5, 31
	v_readlane_b32 s62, v5, 30
	v_readlane_b32 s61, v5, 29
	v_readlane_b32 s60, v5, 28
	v_readlane_b32 s59, v5, 27
	v_readlane_b32 s58, v5, 26
	v_readlane_b32 s57, v5, 25
	v_readlane_b32 s56, v5, 24
	v_readlane_b32 s55, v5, 23
	v_readlane_b32 s54, v5, 22
	v_readlane_b32 s53, v5, 21
	v_readlane_b32 s52, v5, 20
	v_readlane_b32 s51, v5, 19
	v_readlane_b32 s50, v5, 18
	v_readlane_b32 s49, v5, 17
	v_readlane_b32 s48, v5, 16
	v_readlane_b32 s47, v5, 15
	v_readlane_b32 s46, v5, 14
	v_readlane_b32 s45, v5, 13
	v_readlane_b32 s44, v5, 12
	v_readlane_b32 s43, v5, 11
	v_readlane_b32 s42, v5, 10
	v_readlane_b32 s41, v5, 9
	v_readlane_b32 s40, v5, 8
	v_readlane_b32 s39, v5, 7
	v_readlane_b32 s38, v5, 6
	v_readlane_b32 s37, v5, 5
	v_readlane_b32 s36, v5, 4
	v_readlane_b32 s35, v5, 3
	v_readlane_b32 s34, v5, 2
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	buffer_load_dword v5, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_bits_long:                     ; @swatomic_bits_long
swatomic_unbits_long:                   ; @swatomic_unbits_long
swatomic_shuffle_long:                  ; @swatomic_shuffle_long
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
swatomic_bits_ulong:                    ; @swatomic_bits_ulong
swatomic_unbits_ulong:                  ; @swatomic_unbits_ulong
swatomic_shuffle_ulong:                 ; @swatomic_shuffle_ulong
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
swatomic_atomic_add_old_long:           ; @swatomic_atomic_add_old_long
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
swatomic_atomic_add_old_ulong:          ; @swatomic_atomic_add_old_ulong
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
swatomic_bits_double:                   ; @swatomic_bits_double
swatomic_unbits_double:                 ; @swatomic_unbits_double
swatomic_shuffle_double:                ; @swatomic_shuffle_double
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
swatomic_atomic_add_old_double:         ; @swatomic_atomic_add_old_double
	buffer_store_dword v6, off, s[0:3], s32 ; 4-byte Folded Spill
	global_load_dwordx2 v[17:18], v[2:3], off glc
	global_atomic_cmpswap_x2 v[9:10], v[2:3], v[15:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[9:10], v[2:3], v[9:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[13:14], v[2:3], v[7:10], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[15:16], v[2:3], v[11:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[17:18], v[2:3], v[13:16], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[19:20], v[2:3], v[15:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[13:14], v[2:3], v[17:20], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[15:16], v[2:3], v[11:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[11:12], v[2:3], v[13:16], off glc
	buffer_wbinvl1_vol
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	v_readlane_b32 s77, v6, 45
	v_readlane_b32 s76, v6, 44
	v_readlane_b32 s75, v6, 43
	v_readlane_b32 s74, v6, 42
	v_readlane_b32 s73, v6, 41
	v_readlane_b32 s72, v6, 40
	v_readlane_b32 s71, v6, 39
	v_readlane_b32 s70, v6, 38
	v_readlane_b32 s69, v6, 37
	v_readlane_b32 s68, v6, 36
	v_readlane_b32 s67, v6, 35
	v_readlane_b32 s66, v6, 34
	v_readlane_b32 s65, v6, 33
	v_readlane_b32 s64, v6, 32
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	buffer_load_dword v6, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_peer_add_int:                  ; @swatomic_peer_add_int
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v0
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v8, v8, v5
	ds_bpermute_b32 v4, v4, v5
	global_atomic_add v3, v[6:7], v5, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v3
swatomic_peer_add_uint:                 ; @swatomic_peer_add_uint
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v0
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v9, v9, v8
	ds_bpermute_b32 v8, v8, v5
	ds_bpermute_b32 v4, v4, v5
	global_atomic_add v3, v[6:7], v5, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v3
swatomic_peer_add_float:                ; @swatomic_peer_add_float
	buffer_store_dword v2, off, s[0:3], s32 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	v_mbcnt_lo_u32_b32 v11, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v11
	ds_bpermute_b32 v15, v14, v8
	ds_bpermute_b32 v15, v15, v8
	ds_bpermute_b32 v15, v14, v8
	ds_bpermute_b32 v15, v15, v8
	ds_bpermute_b32 v14, v14, v8
	ds_bpermute_b32 v14, v14, v8
	ds_bpermute_b32 v28, v8, v30
	global_load_dword v16, v[6:7], off glc
	global_atomic_cmpswap v4, v[6:7], v[15:16], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s6, v10, 0
	v_readlane_b32 s7, v10, 1
	v_readlane_b32 s6, v3, 16
	v_readlane_b32 s7, v3, 17
	v_readlane_b32 s20, v3, 14
	v_readlane_b32 s21, v3, 15
	v_readlane_b32 s6, v3, 18
	v_readlane_b32 s7, v3, 19
	v_readlane_b32 s6, v3, 20
	v_readlane_b32 s7, v3, 21
	v_readlane_b32 s6, v3, 22
	v_readlane_b32 s7, v3, 23
	v_readlane_b32 s6, v3, 24
	v_readlane_b32 s7, v3, 25
	v_readlane_b32 s6, v3, 26
	v_readlane_b32 s7, v3, 27
	v_readlane_b32 s6, v3, 28
	v_readlane_b32 s7, v3, 29
	v_readlane_b32 s6, v3, 30
	v_readlane_b32 s7, v3, 31
	v_readlane_b32 s6, v3, 32
	v_readlane_b32 s7, v3, 33
	v_readlane_b32 s6, v3, 34
	v_readlane_b32 s7, v3, 35
	v_readlane_b32 s6, v3, 36
	v_readlane_b32 s7, v3, 37
	v_readlane_b32 s6, v3, 38
	v_readlane_b32 s7, v3, 39
	v_readlane_b32 s6, v3, 40
	v_readlane_b32 s7, v3, 41
	v_readlane_b32 s6, v3, 42
	v_readlane_b32 s7, v3, 43
	v_readlane_b32 s6, v3, 44
	v_readlane_b32 s7, v3, 45
	v_readlane_b32 s6, v3, 46
	v_readlane_b32 s7, v3, 47
	v_readlane_b32 s6, v3, 48
	v_readlane_b32 s7, v3, 49
	v_readlane_b32 s6, v3, 50
	v_readlane_b32 s7, v3, 51
	v_readlane_b32 s6, v3, 52
	v_readlane_b32 s7, v3, 53
	v_readlane_b32 s6, v3, 54
	v_readlane_b32 s7, v3, 55
	v_readlane_b32 s6, v3, 56
	v_readlane_b32 s7, v3, 57
	v_readlane_b32 s6, v3, 58
	v_readlane_b32 s7, v3, 59
	v_readlane_b32 s6, v3, 60
	v_readlane_b32 s7, v3, 61
	v_readlane_b32 s6, v3, 62
	v_readlane_b32 s7, v3, 63
	global_atomic_cmpswap v9, v[6:7], v[4:5], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v12, v[6:7], v[8:9], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v14, v[6:7], v[11:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v17, v[6:7], v[13:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v19, v[6:7], v[16:17], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v21, v[6:7], v[18:19], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v23, v[6:7], v[20:21], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v25, v[6:7], v[22:23], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v27, v[6:7], v[24:25], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v16, v[6:7], v[26:27], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[6:7], v[15:16], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s30, v3, 10
	v_readlane_b32 s34, v3, 8
	v_readlane_b32 s36, v3, 6
	v_readlane_b32 s31, v3, 11
	v_readlane_b32 s35, v3, 9
	v_readlane_b32 s37, v3, 7
	v_readlane_b32 s6, v3, 38
	v_readlane_b32 s7, v3, 39
	v_readlane_b32 s6, v3, 36
	v_readlane_b32 s7, v3, 37
	v_readlane_b32 s6, v3, 34
	v_readlane_b32 s7, v3, 35
	v_readlane_b32 s6, v3, 32
	v_readlane_b32 s7, v3, 33
	v_readlane_b32 s6, v3, 30
	v_readlane_b32 s7, v3, 31
	v_readlane_b32 s6, v3, 28
	v_readlane_b32 s7, v3, 29
	v_readlane_b32 s6, v3, 26
	v_readlane_b32 s7, v3, 27
	v_readlane_b32 s6, v3, 24
	v_readlane_b32 s7, v3, 25
	v_readlane_b32 s6, v3, 22
	v_readlane_b32 s7, v3, 23
	v_readlane_b32 s6, v3, 20
	v_readlane_b32 s7, v3, 21
	v_readlane_b32 s14, v3, 12
	v_readlane_b32 s15, v3, 13
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[5:6], off
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v16
	v_readlane_b32 s101, v3, 5
	v_readlane_b32 s100, v3, 4
	v_readlane_b32 s99, v3, 3
	v_readlane_b32 s98, v3, 2
	v_readlane_b32 s97, v3, 1
	v_readlane_b32 s96, v3, 0
	v_readlane_b32 s95, v2, 63
	v_readlane_b32 s94, v2, 62
	v_readlane_b32 s93, v2, 61
	v_readlane_b32 s92, v2, 60
	v_readlane_b32 s91, v2, 59
	v_readlane_b32 s90, v2, 58
	v_readlane_b32 s89, v2, 57
	v_readlane_b32 s88, v2, 56
	v_readlane_b32 s87, v2, 55
	v_readlane_b32 s86, v2, 54
	v_readlane_b32 s85, v2, 53
	v_readlane_b32 s84, v2, 52
	v_readlane_b32 s83, v2, 51
	v_readlane_b32 s82, v2, 50
	v_readlane_b32 s81, v2, 49
	v_readlane_b32 s80, v2, 48
	v_readlane_b32 s79, v2, 47
	v_readlane_b32 s78, v2, 46
	v_readlane_b32 s77, v2, 45
	v_readlane_b32 s76, v2, 44
	v_readlane_b32 s75, v2, 43
	v_readlane_b32 s74, v2, 42
	v_readlane_b32 s73, v2, 41
	v_readlane_b32 s72, v2, 40
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
	buffer_load_dword v3, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
swatomic_peer_add_long:                 ; @swatomic_peer_add_long
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v0
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v8, v9, v4
	ds_bpermute_b32 v9, v9, v5
	ds_bpermute_b32 v4, v5, v2
	ds_bpermute_b32 v5, v5, v3
	global_atomic_add_x2 v[0:1], v[6:7], v[2:3], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_peer_add_ulong:                ; @swatomic_peer_add_ulong
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v0
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v8
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v8, v9, v4
	ds_bpermute_b32 v9, v9, v5
	ds_bpermute_b32 v4, v5, v2
	ds_bpermute_b32 v5, v5, v3
	global_atomic_add_x2 v[0:1], v[6:7], v[2:3], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_peer_add_double:               ; @swatomic_peer_add_double
	buffer_store_dword v2, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s32 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
	v_mbcnt_lo_u32_b32 v12, -1, 0
	v_mbcnt_hi_u32_b32 v12, -1, v12
	buffer_store_dword v40, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s32 ; 4-byte Folded Spill
	ds_bpermute_b32 v16, v15, v8
	ds_bpermute_b32 v17, v15, v9
	ds_bpermute_b32 v16, v17, v8
	ds_bpermute_b32 v17, v17, v9
	ds_bpermute_b32 v16, v15, v8
	ds_bpermute_b32 v17, v15, v9
	ds_bpermute_b32 v16, v17, v8
	ds_bpermute_b32 v17, v17, v9
	ds_bpermute_b32 v15, v16, v8
	ds_bpermute_b32 v16, v16, v9
	ds_bpermute_b32 v15, v16, v8
	ds_bpermute_b32 v16, v16, v9
	ds_bpermute_b32 v10, v13, v8
	ds_bpermute_b32 v46, v13, v9
	global_load_dwordx2 v[34:35], v[6:7], off glc
	global_atomic_cmpswap_x2 v[4:5], v[6:7], v[32:35], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s12, v11, 6
	v_readlane_b32 s13, v11, 7
	v_readlane_b32 s12, v11, 8
	v_readlane_b32 s13, v11, 9
	v_readlane_b32 s10, v3, 20
	v_readlane_b32 s11, v3, 21
	v_readlane_b32 s48, v3, 18
	v_readlane_b32 s49, v3, 19
	v_readlane_b32 s8, v3, 14
	v_readlane_b32 s9, v3, 15
	v_readlane_b32 s14, v3, 16
	v_readlane_b32 s15, v3, 17
	v_readlane_b32 s8, v3, 22
	v_readlane_b32 s9, v3, 23
	v_readlane_b32 s10, v3, 24
	v_readlane_b32 s11, v3, 25
	v_readlane_b32 s10, v3, 26
	v_readlane_b32 s11, v3, 27
	v_readlane_b32 s10, v3, 28
	v_readlane_b32 s11, v3, 29
	v_readlane_b32 s10, v3, 30
	v_readlane_b32 s11, v3, 31
	v_readlane_b32 s10, v3, 32
	v_readlane_b32 s11, v3, 33
	v_readlane_b32 s10, v3, 34
	v_readlane_b32 s11, v3, 35
	v_readlane_b32 s10, v3, 36
	v_readlane_b32 s11, v3, 37
	v_readlane_b32 s10, v3, 38
	v_readlane_b32 s11, v3, 39
	v_readlane_b32 s10, v3, 40
	v_readlane_b32 s11, v3, 41
	v_readlane_b32 s10, v3, 42
	v_readlane_b32 s11, v3, 43
	v_readlane_b32 s10, v3, 44
	v_readlane_b32 s11, v3, 45
	v_readlane_b32 s10, v3, 46
	v_readlane_b32 s11, v3, 47
	v_readlane_b32 s10, v3, 48
	v_readlane_b32 s11, v3, 49
	v_readlane_b32 s10, v3, 50
	v_readlane_b32 s11, v3, 51
	v_readlane_b32 s10, v3, 52
	v_readlane_b32 s11, v3, 53
	v_readlane_b32 s10, v3, 54
	v_readlane_b32 s11, v3, 55
	v_readlane_b32 s10, v3, 56
	v_readlane_b32 s11, v3, 57
	v_readlane_b32 s10, v3, 58
	v_readlane_b32 s11, v3, 59
	v_readlane_b32 s10, v3, 60
	v_readlane_b32 s11, v3, 61
	v_readlane_b32 s10, v3, 62
	v_readlane_b32 s11, v3, 63
	v_readlane_b32 s10, v11, 0
	v_readlane_b32 s11, v11, 1
	v_readlane_b32 s10, v11, 2
	v_readlane_b32 s12, v11, 4
	v_readlane_b32 s11, v11, 3
	v_readlane_b32 s13, v11, 5
	global_atomic_cmpswap_x2 v[18:19], v[6:7], v[12:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[22:23], v[6:7], v[16:19], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[26:27], v[6:7], v[20:23], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[30:31], v[6:7], v[24:27], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[36:37], v[6:7], v[28:31], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[50:51], v[6:7], v[34:37], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[54:55], v[6:7], v[48:51], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[40:41], v[6:7], v[52:55], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[44:45], v[6:7], v[38:41], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[34:35], v[6:7], v[42:45], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[6:7], v[32:35], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s30, v3, 12
	v_readlane_b32 s34, v3, 10
	v_readlane_b32 s36, v3, 8
	v_readlane_b32 s38, v3, 6
	v_readlane_b32 s31, v3, 13
	v_readlane_b32 s35, v3, 11
	v_readlane_b32 s37, v3, 9
	v_readlane_b32 s39, v3, 7
	v_readlane_b32 s6, v3, 42
	v_readlane_b32 s7, v3, 43
	v_readlane_b32 s6, v3, 40
	v_readlane_b32 s7, v3, 41
	v_readlane_b32 s6, v3, 38
	v_readlane_b32 s7, v3, 39
	v_readlane_b32 s6, v3, 36
	v_readlane_b32 s7, v3, 37
	v_readlane_b32 s6, v3, 34
	v_readlane_b32 s7, v3, 35
	v_readlane_b32 s6, v3, 32
	v_readlane_b32 s7, v3, 33
	v_readlane_b32 s6, v3, 30
	v_readlane_b32 s7, v3, 31
	v_readlane_b32 s6, v3, 28
	v_readlane_b32 s7, v3, 29
	v_readlane_b32 s6, v3, 26
	v_readlane_b32 s7, v3, 27
	v_readlane_b32 s6, v3, 24
	v_readlane_b32 s7, v3, 25
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[6:7], off
	buffer_wbinvl1_vol
	buffer_load_dword v47, off, s[0:3], s32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	ds_bpermute_b32 v0, v1, v34
	ds_bpermute_b32 v1, v1, v35
	v_readlane_b32 s101, v3, 5
	v_readlane_b32 s100, v3, 4
	v_readlane_b32 s99, v3, 3
	v_readlane_b32 s98, v3, 2
	v_readlane_b32 s97, v3, 1
	v_readlane_b32 s96, v3, 0
	v_readlane_b32 s95, v2, 63
	v_readlane_b32 s94, v2, 62
	v_readlane_b32 s93, v2, 61
	v_readlane_b32 s92, v2, 60
	v_readlane_b32 s91, v2, 59
	v_readlane_b32 s90, v2, 58
	v_readlane_b32 s89, v2, 57
	v_readlane_b32 s88, v2, 56
	v_readlane_b32 s87, v2, 55
	v_readlane_b32 s86, v2, 54
	v_readlane_b32 s85, v2, 53
	v_readlane_b32 s84, v2, 52
	v_readlane_b32 s83, v2, 51
	v_readlane_b32 s82, v2, 50
	v_readlane_b32 s81, v2, 49
	v_readlane_b32 s80, v2, 48
	v_readlane_b32 s79, v2, 47
	v_readlane_b32 s78, v2, 46
	v_readlane_b32 s77, v2, 45
	v_readlane_b32 s76, v2, 44
	v_readlane_b32 s75, v2, 43
	v_readlane_b32 s74, v2, 42
	v_readlane_b32 s73, v2, 41
	v_readlane_b32 s72, v2, 40
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
	buffer_load_dword v2, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s32 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
swatomic_scan_run_:                     ; @swatomic_scan_run_
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v9, -1, v5
	ds_bpermute_b32 v7, v8, v2
	ds_bpermute_b32 v8, v8, v3
swatomic_scan_reduce_add_int:           ; @swatomic_scan_reduce_add_int
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v10, -1, v0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v4, v4, v6
	global_atomic_add v5, v[2:3], v6, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v5
swatomic_scan_reduce_add_uint:          ; @swatomic_scan_reduce_add_uint
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v10, -1, v0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v7, v7, v4
	ds_bpermute_b32 v4, v4, v6
	global_atomic_add v5, v[2:3], v6, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v5
swatomic_scan_reduce_add_float:         ; @swatomic_scan_reduce_add_float
	buffer_store_dword v6, off, s[0:3], s32 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v15, -1, v9
	ds_bpermute_b32 v9, v10, v2
	ds_bpermute_b32 v10, v10, v3
	ds_bpermute_b32 v14, v13, v4
	ds_bpermute_b32 v14, v14, v4
	ds_bpermute_b32 v14, v13, v4
	ds_bpermute_b32 v14, v14, v4
	ds_bpermute_b32 v13, v13, v4
	ds_bpermute_b32 v13, v13, v4
	ds_bpermute_b32 v27, v4, v29
	global_load_dword v14, v[2:3], off glc
	global_atomic_cmpswap v11, v[2:3], v[13:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[2:3], v[10:11], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[2:3], v[16:17], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s6, v8, 12
	v_readlane_b32 s7, v8, 13
	v_readlane_b32 s6, v7, 32
	v_readlane_b32 s7, v7, 33
	v_readlane_b32 s6, v7, 34
	v_readlane_b32 s7, v7, 35
	v_readlane_b32 s6, v7, 30
	v_readlane_b32 s7, v7, 31
	v_readlane_b32 s22, v7, 36
	v_readlane_b32 s23, v7, 37
	v_readlane_b32 s22, v7, 38
	v_readlane_b32 s48, v7, 40
	v_readlane_b32 s23, v7, 39
	v_readlane_b32 s49, v7, 41
	v_readlane_b32 s22, v7, 42
	v_readlane_b32 s23, v7, 43
	v_readlane_b32 s50, v7, 44
	v_readlane_b32 s51, v7, 45
	v_readlane_b32 s48, v7, 46
	v_readlane_b32 s49, v7, 47
	v_readlane_b32 s48, v7, 48
	v_readlane_b32 s49, v7, 49
	v_readlane_b32 s48, v7, 50
	v_readlane_b32 s49, v7, 51
	v_readlane_b32 s48, v7, 52
	v_readlane_b32 s49, v7, 53
	v_readlane_b32 s48, v7, 54
	v_readlane_b32 s49, v7, 55
	v_readlane_b32 s48, v7, 56
	v_readlane_b32 s49, v7, 57
	v_readlane_b32 s48, v7, 58
	v_readlane_b32 s49, v7, 59
	v_readlane_b32 s48, v7, 60
	v_readlane_b32 s49, v7, 61
	v_readlane_b32 s48, v7, 62
	v_readlane_b32 s49, v7, 63
	v_readlane_b32 s48, v7, 28
	v_readlane_b32 s49, v7, 29
	v_readlane_b32 s6, v7, 26
	v_readlane_b32 s7, v7, 27
	v_readlane_b32 s6, v7, 24
	v_readlane_b32 s7, v7, 25
	v_readlane_b32 s6, v7, 22
	v_readlane_b32 s7, v7, 23
	v_readlane_b32 s6, v8, 0
	v_readlane_b32 s7, v8, 1
	v_readlane_b32 s6, v8, 2
	v_readlane_b32 s7, v8, 3
	v_readlane_b32 s6, v8, 4
	v_readlane_b32 s7, v8, 5
	v_readlane_b32 s6, v8, 6
	v_readlane_b32 s7, v8, 7
	v_readlane_b32 s6, v7, 20
	v_readlane_b32 s7, v7, 21
	v_readlane_b32 s6, v7, 18
	v_readlane_b32 s7, v7, 19
	v_readlane_b32 s6, v7, 16
	v_readlane_b32 s7, v7, 17
	v_readlane_b32 s6, v8, 8
	v_readlane_b32 s7, v8, 9
	v_readlane_b32 s6, v8, 10
	v_readlane_b32 s7, v8, 11
	global_atomic_cmpswap v10, v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v12, v[2:3], v[9:10], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v15, v[2:3], v[11:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v18, v[2:3], v[14:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v20, v[2:3], v[17:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v22, v[2:3], v[19:20], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v24, v[2:3], v[21:22], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v26, v[2:3], v[23:24], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v14, v[2:3], v[25:26], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v17, v[2:3], v[13:14], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 vcc_lo, v7, 14
	v_readlane_b32 s30, v7, 12
	v_readlane_b32 s34, v7, 10
	v_readlane_b32 s36, v7, 8
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 vcc_hi, v7, 15
	v_readlane_b32 s31, v7, 13
	v_readlane_b32 s35, v7, 11
	v_readlane_b32 s37, v7, 9
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s14, v8, 6
	v_readlane_b32 s15, v8, 7
	v_readlane_b32 s16, v8, 4
	v_readlane_b32 s17, v8, 5
	v_readlane_b32 s18, v8, 2
	v_readlane_b32 s19, v8, 3
	v_readlane_b32 s20, v8, 0
	v_readlane_b32 s21, v8, 1
	v_readlane_b32 s22, v7, 38
	v_readlane_b32 s23, v7, 39
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v14
	v_readlane_b32 s101, v7, 5
	v_readlane_b32 s100, v7, 4
	v_readlane_b32 s99, v7, 3
	v_readlane_b32 s98, v7, 2
	v_readlane_b32 s97, v7, 1
	v_readlane_b32 s96, v7, 0
	v_readlane_b32 s95, v6, 63
	v_readlane_b32 s94, v6, 62
	v_readlane_b32 s93, v6, 61
	v_readlane_b32 s92, v6, 60
	v_readlane_b32 s91, v6, 59
	v_readlane_b32 s90, v6, 58
	v_readlane_b32 s89, v6, 57
	v_readlane_b32 s88, v6, 56
	v_readlane_b32 s87, v6, 55
	v_readlane_b32 s86, v6, 54
	v_readlane_b32 s85, v6, 53
	v_readlane_b32 s84, v6, 52
	v_readlane_b32 s83, v6, 51
	v_readlane_b32 s82, v6, 50
	v_readlane_b32 s81, v6, 49
	v_readlane_b32 s80, v6, 48
	v_readlane_b32 s79, v6, 47
	v_readlane_b32 s78, v6, 46
	v_readlane_b32 s77, v6, 45
	v_readlane_b32 s76, v6, 44
	v_readlane_b32 s75, v6, 43
	v_readlane_b32 s74, v6, 42
	v_readlane_b32 s73, v6, 41
	v_readlane_b32 s72, v6, 40
	v_readlane_b32 s71, v6, 39
	v_readlane_b32 s70, v6, 38
	v_readlane_b32 s69, v6, 37
	v_readlane_b32 s68, v6, 36
	v_readlane_b32 s67, v6, 35
	v_readlane_b32 s66, v6, 34
	v_readlane_b32 s65, v6, 33
	v_readlane_b32 s64, v6, 32
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	buffer_load_dword v6, off, s[0:3], s32  ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
swatomic_scan_reduce_add_long:          ; @swatomic_scan_reduce_add_long
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v8, v9, v4
	ds_bpermute_b32 v9, v9, v5
	ds_bpermute_b32 v6, v7, v4
	ds_bpermute_b32 v7, v7, v5
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_scan_reduce_add_ulong:         ; @swatomic_scan_reduce_add_ulong
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v0
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v8, v9, v4
	ds_bpermute_b32 v9, v9, v5
	ds_bpermute_b32 v6, v7, v4
	ds_bpermute_b32 v7, v7, v5
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_scan_reduce_add_double:        ; @swatomic_scan_reduce_add_double
	buffer_store_dword v7, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_mbcnt_hi_u32_b32 v16, -1, v10
	ds_bpermute_b32 v10, v11, v2
	ds_bpermute_b32 v11, v11, v3
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s32 ; 4-byte Folded Spill
	ds_bpermute_b32 v15, v14, v4
	ds_bpermute_b32 v17, v14, v5
	ds_bpermute_b32 v15, v17, v4
	ds_bpermute_b32 v17, v17, v5
	ds_bpermute_b32 v15, v14, v4
	ds_bpermute_b32 v17, v14, v5
	ds_bpermute_b32 v15, v17, v4
	ds_bpermute_b32 v17, v17, v5
	ds_bpermute_b32 v14, v15, v4
	ds_bpermute_b32 v15, v15, v5
	ds_bpermute_b32 v14, v15, v4
	ds_bpermute_b32 v15, v15, v5
	ds_bpermute_b32 v6, v4, v30
	ds_bpermute_b32 v44, v4, v31
	global_load_dwordx2 v[28:29], v[2:3], off glc
	global_atomic_cmpswap_x2 v[14:15], v[2:3], v[26:29], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[2:3], v[12:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[2:3], v[30:33], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s12, v9, 20
	v_readlane_b32 s13, v9, 21
	v_readlane_b32 s12, v9, 22
	v_readlane_b32 s13, v9, 23
	v_readlane_b32 s10, v8, 46
	v_readlane_b32 s11, v8, 47
	v_readlane_b32 s50, v8, 44
	v_readlane_b32 s51, v8, 45
	v_readlane_b32 s8, v8, 38
	v_readlane_b32 s9, v8, 39
	v_readlane_b32 s8, v8, 40
	v_readlane_b32 s9, v8, 41
	v_readlane_b32 s8, v8, 42
	v_readlane_b32 s9, v8, 43
	v_readlane_b32 s8, v8, 36
	v_readlane_b32 s9, v8, 37
	v_readlane_b32 s8, v8, 48
	v_readlane_b32 s9, v8, 49
	v_readlane_b32 s8, v8, 50
	v_readlane_b32 s60, v8, 52
	v_readlane_b32 s9, v8, 51
	v_readlane_b32 s61, v8, 53
	v_readlane_b32 s8, v8, 54
	v_readlane_b32 s9, v8, 55
	v_readlane_b32 s62, v8, 56
	v_readlane_b32 s63, v8, 57
	v_readlane_b32 s60, v8, 58
	v_readlane_b32 s61, v8, 59
	v_readlane_b32 s60, v8, 60
	v_readlane_b32 s61, v8, 61
	v_readlane_b32 s60, v8, 62
	v_readlane_b32 s61, v8, 63
	v_readlane_b32 s60, v9, 0
	v_readlane_b32 s61, v9, 1
	v_readlane_b32 s60, v9, 2
	v_readlane_b32 s61, v9, 3
	v_readlane_b32 s60, v9, 4
	v_readlane_b32 s61, v9, 5
	v_readlane_b32 s60, v9, 6
	v_readlane_b32 s61, v9, 7
	v_readlane_b32 s60, v9, 8
	v_readlane_b32 s61, v9, 9
	v_readlane_b32 s60, v9, 10
	v_readlane_b32 s61, v9, 11
	v_readlane_b32 s60, v8, 32
	v_readlane_b32 s61, v8, 33
	v_readlane_b32 s10, v8, 30
	v_readlane_b32 s11, v8, 31
	v_readlane_b32 s10, v9, 12
	v_readlane_b32 s11, v9, 13
	v_readlane_b32 s10, v9, 14
	v_readlane_b32 s11, v9, 15
	v_readlane_b32 s10, v8, 28
	v_readlane_b32 s11, v8, 29
	v_readlane_b32 s10, v8, 26
	v_readlane_b32 s11, v8, 27
	v_readlane_b32 s10, v8, 24
	v_readlane_b32 s11, v8, 25
	v_readlane_b32 s10, v8, 22
	v_readlane_b32 s11, v8, 23
	v_readlane_b32 s10, v8, 20
	v_readlane_b32 s11, v8, 21
	v_readlane_b32 s10, v8, 18
	v_readlane_b32 s11, v8, 19
	v_readlane_b32 s10, v8, 16
	v_readlane_b32 s11, v8, 17
	v_readlane_b32 s10, v9, 16
	v_readlane_b32 s11, v9, 17
	v_readlane_b32 s10, v9, 18
	v_readlane_b32 s12, v8, 34
	v_readlane_b32 s11, v9, 19
	v_readlane_b32 s13, v8, 35
	global_atomic_cmpswap_x2 v[16:17], v[2:3], v[10:13], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[20:21], v[2:3], v[14:17], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[24:25], v[2:3], v[18:21], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[34:35], v[2:3], v[22:25], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[38:39], v[2:3], v[32:35], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[50:51], v[2:3], v[36:39], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[54:55], v[2:3], v[48:51], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[42:43], v[2:3], v[52:55], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[28:29], v[2:3], v[40:43], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[32:33], v[2:3], v[26:29], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 vcc_lo, v8, 14
	v_readlane_b32 s30, v8, 12
	v_readlane_b32 s34, v8, 10
	v_readlane_b32 s36, v8, 8
	v_readlane_b32 s38, v8, 6
	v_readlane_b32 vcc_hi, v8, 15
	v_readlane_b32 s31, v8, 13
	v_readlane_b32 s35, v8, 11
	v_readlane_b32 s37, v8, 9
	v_readlane_b32 s39, v8, 7
	v_readlane_b32 s22, v9, 14
	v_readlane_b32 s23, v9, 15
	v_readlane_b32 s26, v9, 12
	v_readlane_b32 s27, v9, 13
	v_readlane_b32 s22, v8, 50
	v_readlane_b32 s23, v8, 51
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	buffer_load_dword v45, off, s[0:3], s32 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	ds_bpermute_b32 v0, v1, v28
	ds_bpermute_b32 v1, v1, v29
	v_readlane_b32 s101, v8, 5
	v_readlane_b32 s100, v8, 4
	v_readlane_b32 s99, v8, 3
	v_readlane_b32 s98, v8, 2
	v_readlane_b32 s97, v8, 1
	v_readlane_b32 s96, v8, 0
	v_readlane_b32 s95, v7, 63
	v_readlane_b32 s94, v7, 62
	v_readlane_b32 s93, v7, 61
	v_readlane_b32 s92, v7, 60
	v_readlane_b32 s91, v7, 59
	v_readlane_b32 s90, v7, 58
	v_readlane_b32 s89, v7, 57
	v_readlane_b32 s88, v7, 56
	v_readlane_b32 s87, v7, 55
	v_readlane_b32 s86, v7, 54
	v_readlane_b32 s85, v7, 53
	v_readlane_b32 s84, v7, 52
	v_readlane_b32 s83, v7, 51
	v_readlane_b32 s82, v7, 50
	v_readlane_b32 s81, v7, 49
	v_readlane_b32 s80, v7, 48
	v_readlane_b32 s79, v7, 47
	v_readlane_b32 s78, v7, 46
	v_readlane_b32 s77, v7, 45
	v_readlane_b32 s76, v7, 44
	v_readlane_b32 s75, v7, 43
	v_readlane_b32 s74, v7, 42
	v_readlane_b32 s73, v7, 41
	v_readlane_b32 s72, v7, 40
	v_readlane_b32 s71, v7, 39
	v_readlane_b32 s70, v7, 38
	v_readlane_b32 s69, v7, 37
	v_readlane_b32 s68, v7, 36
	v_readlane_b32 s67, v7, 35
	v_readlane_b32 s66, v7, 34
	v_readlane_b32 s65, v7, 33
	v_readlane_b32 s64, v7, 32
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	buffer_load_dword v7, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
swatomic_vote_hash_:                    ; @swatomic_vote_hash_
swatomic_vote_peers_:                   ; @swatomic_vote_peers_
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v5
	ds_bpermute_b32 v10, v7, v2
	ds_bpermute_b32 v9, v7, v3
	ds_bpermute_b32 v4, v5, v2
	ds_bpermute_b32 v5, v5, v3
swatomic_vote_reduce_add_int:           ; @swatomic_vote_reduce_add_int
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v0
	ds_bpermute_b32 v5, v0, v2
	ds_bpermute_b32 v1, v0, v3
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v4, v4, v7
	global_atomic_add v5, v[2:3], v7, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v5
swatomic_vote_reduce_add_uint:          ; @swatomic_vote_reduce_add_uint
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v0
	ds_bpermute_b32 v5, v0, v2
	ds_bpermute_b32 v1, v0, v3
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v4, v4, v7
	global_atomic_add v5, v[2:3], v7, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v5
swatomic_vote_reduce_add_float:         ; @swatomic_vote_reduce_add_float
	buffer_store_dword v6, off, s[0:3], s32 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	v_mbcnt_lo_u32_b32 v9, -1, 0
	v_mbcnt_hi_u32_b32 v11, -1, v9
	ds_bpermute_b32 v10, v5, v2
	ds_bpermute_b32 v9, v5, v3
	ds_bpermute_b32 v9, v5, v2
	ds_bpermute_b32 v10, v5, v3
	ds_bpermute_b32 v15, v14, v4
	ds_bpermute_b32 v15, v15, v4
	ds_bpermute_b32 v15, v14, v4
	ds_bpermute_b32 v15, v15, v4
	ds_bpermute_b32 v14, v14, v4
	ds_bpermute_b32 v14, v14, v4
	ds_bpermute_b32 v27, v4, v29
	global_load_dword v14, v[2:3], off glc
	global_atomic_cmpswap v11, v[2:3], v[13:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[2:3], v[10:11], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[2:3], v[16:17], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s6, v8, 12
	v_readlane_b32 s7, v8, 13
	v_readlane_b32 s6, v7, 32
	v_readlane_b32 s7, v7, 33
	v_readlane_b32 s6, v7, 34
	v_readlane_b32 s7, v7, 35
	v_readlane_b32 s6, v7, 30
	v_readlane_b32 s7, v7, 31
	v_readlane_b32 s22, v7, 36
	v_readlane_b32 s23, v7, 37
	v_readlane_b32 s22, v7, 38
	v_readlane_b32 s48, v7, 40
	v_readlane_b32 s23, v7, 39
	v_readlane_b32 s49, v7, 41
	v_readlane_b32 s22, v7, 42
	v_readlane_b32 s23, v7, 43
	v_readlane_b32 s50, v7, 44
	v_readlane_b32 s51, v7, 45
	v_readlane_b32 s48, v7, 46
	v_readlane_b32 s49, v7, 47
	v_readlane_b32 s48, v7, 48
	v_readlane_b32 s49, v7, 49
	v_readlane_b32 s48, v7, 50
	v_readlane_b32 s49, v7, 51
	v_readlane_b32 s48, v7, 52
	v_readlane_b32 s49, v7, 53
	v_readlane_b32 s48, v7, 54
	v_readlane_b32 s49, v7, 55
	v_readlane_b32 s48, v7, 56
	v_readlane_b32 s49, v7, 57
	v_readlane_b32 s48, v7, 58
	v_readlane_b32 s49, v7, 59
	v_readlane_b32 s48, v7, 60
	v_readlane_b32 s49, v7, 61
	v_readlane_b32 s48, v7, 62
	v_readlane_b32 s49, v7, 63
	v_readlane_b32 s48, v7, 28
	v_readlane_b32 s49, v7, 29
	v_readlane_b32 s6, v7, 26
	v_readlane_b32 s7, v7, 27
	v_readlane_b32 s6, v7, 24
	v_readlane_b32 s7, v7, 25
	v_readlane_b32 s6, v7, 22
	v_readlane_b32 s7, v7, 23
	v_readlane_b32 s6, v8, 0
	v_readlane_b32 s7, v8, 1
	v_readlane_b32 s6, v8, 2
	v_readlane_b32 s7, v8, 3
	v_readlane_b32 s6, v8, 4
	v_readlane_b32 s7, v8, 5
	v_readlane_b32 s6, v8, 6
	v_readlane_b32 s7, v8, 7
	v_readlane_b32 s6, v7, 20
	v_readlane_b32 s7, v7, 21
	v_readlane_b32 s6, v7, 18
	v_readlane_b32 s7, v7, 19
	v_readlane_b32 s6, v7, 16
	v_readlane_b32 s7, v7, 17
	v_readlane_b32 s6, v8, 8
	v_readlane_b32 s7, v8, 9
	v_readlane_b32 s6, v8, 10
	v_readlane_b32 s7, v8, 11
	global_atomic_cmpswap v10, v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v12, v[2:3], v[9:10], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v15, v[2:3], v[11:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v18, v[2:3], v[14:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v20, v[2:3], v[17:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v22, v[2:3], v[19:20], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v24, v[2:3], v[21:22], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v26, v[2:3], v[23:24], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v14, v[2:3], v[25:26], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v17, v[2:3], v[13:14], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s30, v7, 14
	v_readlane_b32 vcc_lo, v7, 12
	v_readlane_b32 s34, v7, 10
	v_readlane_b32 s36, v7, 8
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s31, v7, 15
	v_readlane_b32 vcc_hi, v7, 13
	v_readlane_b32 s35, v7, 11
	v_readlane_b32 s37, v7, 9
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s14, v8, 6
	v_readlane_b32 s15, v8, 7
	v_readlane_b32 s16, v8, 4
	v_readlane_b32 s17, v8, 5
	v_readlane_b32 s18, v8, 2
	v_readlane_b32 s19, v8, 3
	v_readlane_b32 s20, v8, 0
	v_readlane_b32 s21, v8, 1
	v_readlane_b32 s22, v7, 38
	v_readlane_b32 s23, v7, 39
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v14
	v_readlane_b32 s101, v7, 5
	v_readlane_b32 s100, v7, 4
	v_readlane_b32 s99, v7, 3
	v_readlane_b32 s98, v7, 2
	v_readlane_b32 s97, v7, 1
	v_readlane_b32 s96, v7, 0
	v_readlane_b32 s95, v6, 63
	v_readlane_b32 s94, v6, 62
	v_readlane_b32 s93, v6, 61
	v_readlane_b32 s92, v6, 60
	v_readlane_b32 s91, v6, 59
	v_readlane_b32 s90, v6, 58
	v_readlane_b32 s89, v6, 57
	v_readlane_b32 s88, v6, 56
	v_readlane_b32 s87, v6, 55
	v_readlane_b32 s86, v6, 54
	v_readlane_b32 s85, v6, 53
	v_readlane_b32 s84, v6, 52
	v_readlane_b32 s83, v6, 51
	v_readlane_b32 s82, v6, 50
	v_readlane_b32 s81, v6, 49
	v_readlane_b32 s80, v6, 48
	v_readlane_b32 s79, v6, 47
	v_readlane_b32 s78, v6, 46
	v_readlane_b32 s77, v6, 45
	v_readlane_b32 s76, v6, 44
	v_readlane_b32 s75, v6, 43
	v_readlane_b32 s74, v6, 42
	v_readlane_b32 s73, v6, 41
	v_readlane_b32 s72, v6, 40
	v_readlane_b32 s71, v6, 39
	v_readlane_b32 s70, v6, 38
	v_readlane_b32 s69, v6, 37
	v_readlane_b32 s68, v6, 36
	v_readlane_b32 s67, v6, 35
	v_readlane_b32 s66, v6, 34
	v_readlane_b32 s65, v6, 33
	v_readlane_b32 s64, v6, 32
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	buffer_load_dword v6, off, s[0:3], s32  ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
swatomic_vote_reduce_add_long:          ; @swatomic_vote_reduce_add_long
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v7, -1, v0
	ds_bpermute_b32 v6, v0, v2
	ds_bpermute_b32 v1, v0, v3
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v8, v8, v5
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_vote_reduce_add_ulong:         ; @swatomic_vote_reduce_add_ulong
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v7, -1, v0
	ds_bpermute_b32 v6, v0, v2
	ds_bpermute_b32 v1, v0, v3
	ds_bpermute_b32 v0, v1, v2
	ds_bpermute_b32 v1, v1, v3
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v6, v8, v4
	ds_bpermute_b32 v8, v8, v5
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_vote_reduce_add_double:        ; @swatomic_vote_reduce_add_double
	buffer_store_dword v7, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_mbcnt_hi_u32_b32 v12, -1, v10
	ds_bpermute_b32 v11, v6, v2
	ds_bpermute_b32 v10, v6, v3
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s32 ; 4-byte Folded Spill
	ds_bpermute_b32 v10, v6, v2
	ds_bpermute_b32 v11, v6, v3
	ds_bpermute_b32 v16, v15, v4
	ds_bpermute_b32 v17, v15, v5
	ds_bpermute_b32 v16, v17, v4
	ds_bpermute_b32 v17, v17, v5
	ds_bpermute_b32 v16, v15, v4
	ds_bpermute_b32 v17, v15, v5
	ds_bpermute_b32 v16, v17, v4
	ds_bpermute_b32 v17, v17, v5
	ds_bpermute_b32 v15, v16, v4
	ds_bpermute_b32 v16, v16, v5
	ds_bpermute_b32 v15, v16, v4
	ds_bpermute_b32 v16, v16, v5
	ds_bpermute_b32 v6, v4, v30
	ds_bpermute_b32 v44, v4, v31
	global_load_dwordx2 v[28:29], v[2:3], off glc
	global_atomic_cmpswap_x2 v[14:15], v[2:3], v[26:29], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[2:3], v[12:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[2:3], v[30:33], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s12, v9, 20
	v_readlane_b32 s13, v9, 21
	v_readlane_b32 s12, v9, 22
	v_readlane_b32 s13, v9, 23
	v_readlane_b32 s10, v8, 46
	v_readlane_b32 s11, v8, 47
	v_readlane_b32 s50, v8, 44
	v_readlane_b32 s51, v8, 45
	v_readlane_b32 s8, v8, 38
	v_readlane_b32 s9, v8, 39
	v_readlane_b32 s8, v8, 40
	v_readlane_b32 s9, v8, 41
	v_readlane_b32 s8, v8, 42
	v_readlane_b32 s9, v8, 43
	v_readlane_b32 s8, v8, 36
	v_readlane_b32 s9, v8, 37
	v_readlane_b32 s8, v8, 48
	v_readlane_b32 s9, v8, 49
	v_readlane_b32 s8, v8, 50
	v_readlane_b32 s60, v8, 52
	v_readlane_b32 s9, v8, 51
	v_readlane_b32 s61, v8, 53
	v_readlane_b32 s8, v8, 54
	v_readlane_b32 s9, v8, 55
	v_readlane_b32 s62, v8, 56
	v_readlane_b32 s63, v8, 57
	v_readlane_b32 s60, v8, 58
	v_readlane_b32 s61, v8, 59
	v_readlane_b32 s60, v8, 60
	v_readlane_b32 s61, v8, 61
	v_readlane_b32 s60, v8, 62
	v_readlane_b32 s61, v8, 63
	v_readlane_b32 s60, v9, 0
	v_readlane_b32 s61, v9, 1
	v_readlane_b32 s60, v9, 2
	v_readlane_b32 s61, v9, 3
	v_readlane_b32 s60, v9, 4
	v_readlane_b32 s61, v9, 5
	v_readlane_b32 s60, v9, 6
	v_readlane_b32 s61, v9, 7
	v_readlane_b32 s60, v9, 8
	v_readlane_b32 s61, v9, 9
	v_readlane_b32 s60, v9, 10
	v_readlane_b32 s61, v9, 11
	v_readlane_b32 s60, v8, 32
	v_readlane_b32 s61, v8, 33
	v_readlane_b32 s10, v8, 30
	v_readlane_b32 s11, v8, 31
	v_readlane_b32 s10, v9, 12
	v_readlane_b32 s11, v9, 13
	v_readlane_b32 s10, v9, 14
	v_readlane_b32 s11, v9, 15
	v_readlane_b32 s10, v8, 28
	v_readlane_b32 s11, v8, 29
	v_readlane_b32 s10, v8, 26
	v_readlane_b32 s11, v8, 27
	v_readlane_b32 s10, v8, 24
	v_readlane_b32 s11, v8, 25
	v_readlane_b32 s10, v8, 22
	v_readlane_b32 s11, v8, 23
	v_readlane_b32 s10, v8, 20
	v_readlane_b32 s11, v8, 21
	v_readlane_b32 s10, v8, 18
	v_readlane_b32 s11, v8, 19
	v_readlane_b32 s10, v8, 16
	v_readlane_b32 s11, v8, 17
	v_readlane_b32 s10, v9, 16
	v_readlane_b32 s11, v9, 17
	v_readlane_b32 s10, v9, 18
	v_readlane_b32 s12, v8, 34
	v_readlane_b32 s11, v9, 19
	v_readlane_b32 s13, v8, 35
	global_atomic_cmpswap_x2 v[16:17], v[2:3], v[10:13], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[20:21], v[2:3], v[14:17], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[24:25], v[2:3], v[18:21], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[34:35], v[2:3], v[22:25], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[38:39], v[2:3], v[32:35], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[50:51], v[2:3], v[36:39], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[54:55], v[2:3], v[48:51], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[42:43], v[2:3], v[52:55], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[28:29], v[2:3], v[40:43], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[32:33], v[2:3], v[26:29], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s30, v8, 14
	v_readlane_b32 vcc_lo, v8, 12
	v_readlane_b32 s34, v8, 10
	v_readlane_b32 s36, v8, 8
	v_readlane_b32 s38, v8, 6
	v_readlane_b32 s31, v8, 15
	v_readlane_b32 vcc_hi, v8, 13
	v_readlane_b32 s35, v8, 11
	v_readlane_b32 s37, v8, 9
	v_readlane_b32 s39, v8, 7
	v_readlane_b32 s22, v9, 14
	v_readlane_b32 s23, v9, 15
	v_readlane_b32 s26, v9, 12
	v_readlane_b32 s27, v9, 13
	v_readlane_b32 s22, v8, 50
	v_readlane_b32 s23, v8, 51
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	buffer_load_dword v45, off, s[0:3], s32 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	ds_bpermute_b32 v0, v1, v28
	ds_bpermute_b32 v1, v1, v29
	v_readlane_b32 s101, v8, 5
	v_readlane_b32 s100, v8, 4
	v_readlane_b32 s99, v8, 3
	v_readlane_b32 s98, v8, 2
	v_readlane_b32 s97, v8, 1
	v_readlane_b32 s96, v8, 0
	v_readlane_b32 s95, v7, 63
	v_readlane_b32 s94, v7, 62
	v_readlane_b32 s93, v7, 61
	v_readlane_b32 s92, v7, 60
	v_readlane_b32 s91, v7, 59
	v_readlane_b32 s90, v7, 58
	v_readlane_b32 s89, v7, 57
	v_readlane_b32 s88, v7, 56
	v_readlane_b32 s87, v7, 55
	v_readlane_b32 s86, v7, 54
	v_readlane_b32 s85, v7, 53
	v_readlane_b32 s84, v7, 52
	v_readlane_b32 s83, v7, 51
	v_readlane_b32 s82, v7, 50
	v_readlane_b32 s81, v7, 49
	v_readlane_b32 s80, v7, 48
	v_readlane_b32 s79, v7, 47
	v_readlane_b32 s78, v7, 46
	v_readlane_b32 s77, v7, 45
	v_readlane_b32 s76, v7, 44
	v_readlane_b32 s75, v7, 43
	v_readlane_b32 s74, v7, 42
	v_readlane_b32 s73, v7, 41
	v_readlane_b32 s72, v7, 40
	v_readlane_b32 s71, v7, 39
	v_readlane_b32 s70, v7, 38
	v_readlane_b32 s69, v7, 37
	v_readlane_b32 s68, v7, 36
	v_readlane_b32 s67, v7, 35
	v_readlane_b32 s66, v7, 34
	v_readlane_b32 s65, v7, 33
	v_readlane_b32 s64, v7, 32
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	buffer_load_dword v7, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
swatomic_reduce_by_key_add_int:         ; @swatomic_reduce_by_key_add_int
	ds_bpermute_b32 v5, v6, v2 offset:252
	ds_bpermute_b32 v6, v6, v3 offset:252
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v0
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v4, v4, v7
	global_atomic_add v6, v[2:3], v7, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v6
swatomic_reduce_by_key_add_uint:        ; @swatomic_reduce_by_key_add_uint
	ds_bpermute_b32 v5, v6, v2 offset:252
	ds_bpermute_b32 v6, v6, v3 offset:252
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v0
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v9, v9, v4
	ds_bpermute_b32 v8, v8, v4
	ds_bpermute_b32 v4, v4, v7
	global_atomic_add v6, v[2:3], v7, off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v6
swatomic_reduce_by_key_add_float:       ; @swatomic_reduce_by_key_add_float
	buffer_store_dword v6, off, s[0:3], s32 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	ds_bpermute_b32 v11, v5, v2 offset:252
	ds_bpermute_b32 v12, v5, v3 offset:252
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v5
	ds_bpermute_b32 v15, v14, v4
	ds_bpermute_b32 v15, v15, v4
	ds_bpermute_b32 v15, v14, v4
	ds_bpermute_b32 v15, v15, v4
	ds_bpermute_b32 v14, v14, v4
	ds_bpermute_b32 v14, v14, v4
	ds_bpermute_b32 v27, v4, v29
	global_load_dword v14, v[2:3], off glc
	global_atomic_cmpswap v11, v[2:3], v[13:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[2:3], v[10:11], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v4, v[2:3], v[16:17], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s6, v8, 12
	v_readlane_b32 s7, v8, 13
	v_readlane_b32 s6, v7, 32
	v_readlane_b32 s7, v7, 33
	v_readlane_b32 s6, v7, 34
	v_readlane_b32 s7, v7, 35
	v_readlane_b32 s6, v7, 30
	v_readlane_b32 s7, v7, 31
	v_readlane_b32 s22, v7, 36
	v_readlane_b32 s23, v7, 37
	v_readlane_b32 s22, v7, 38
	v_readlane_b32 s48, v7, 40
	v_readlane_b32 s23, v7, 39
	v_readlane_b32 s49, v7, 41
	v_readlane_b32 s22, v7, 42
	v_readlane_b32 s23, v7, 43
	v_readlane_b32 s50, v7, 44
	v_readlane_b32 s51, v7, 45
	v_readlane_b32 s48, v7, 46
	v_readlane_b32 s49, v7, 47
	v_readlane_b32 s48, v7, 48
	v_readlane_b32 s49, v7, 49
	v_readlane_b32 s48, v7, 50
	v_readlane_b32 s49, v7, 51
	v_readlane_b32 s48, v7, 52
	v_readlane_b32 s49, v7, 53
	v_readlane_b32 s48, v7, 54
	v_readlane_b32 s49, v7, 55
	v_readlane_b32 s48, v7, 56
	v_readlane_b32 s49, v7, 57
	v_readlane_b32 s48, v7, 58
	v_readlane_b32 s49, v7, 59
	v_readlane_b32 s48, v7, 60
	v_readlane_b32 s49, v7, 61
	v_readlane_b32 s48, v7, 62
	v_readlane_b32 s49, v7, 63
	v_readlane_b32 s48, v7, 28
	v_readlane_b32 s49, v7, 29
	v_readlane_b32 s6, v7, 26
	v_readlane_b32 s7, v7, 27
	v_readlane_b32 s6, v7, 24
	v_readlane_b32 s7, v7, 25
	v_readlane_b32 s6, v7, 22
	v_readlane_b32 s7, v7, 23
	v_readlane_b32 s6, v8, 0
	v_readlane_b32 s7, v8, 1
	v_readlane_b32 s6, v8, 2
	v_readlane_b32 s7, v8, 3
	v_readlane_b32 s6, v8, 4
	v_readlane_b32 s7, v8, 5
	v_readlane_b32 s6, v8, 6
	v_readlane_b32 s7, v8, 7
	v_readlane_b32 s6, v7, 20
	v_readlane_b32 s7, v7, 21
	v_readlane_b32 s6, v7, 18
	v_readlane_b32 s7, v7, 19
	v_readlane_b32 s6, v7, 16
	v_readlane_b32 s7, v7, 17
	v_readlane_b32 s6, v8, 8
	v_readlane_b32 s7, v8, 9
	v_readlane_b32 s6, v8, 10
	v_readlane_b32 s7, v8, 11
	global_atomic_cmpswap v10, v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v12, v[2:3], v[9:10], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v15, v[2:3], v[11:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v18, v[2:3], v[14:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v20, v[2:3], v[17:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v22, v[2:3], v[19:20], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v24, v[2:3], v[21:22], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v26, v[2:3], v[23:24], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v14, v[2:3], v[25:26], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v17, v[2:3], v[13:14], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 vcc_lo, v7, 14
	v_readlane_b32 s30, v7, 12
	v_readlane_b32 s34, v7, 10
	v_readlane_b32 s36, v7, 8
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 vcc_hi, v7, 15
	v_readlane_b32 s31, v7, 13
	v_readlane_b32 s35, v7, 11
	v_readlane_b32 s37, v7, 9
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s14, v8, 6
	v_readlane_b32 s15, v8, 7
	v_readlane_b32 s16, v8, 4
	v_readlane_b32 s17, v8, 5
	v_readlane_b32 s18, v8, 2
	v_readlane_b32 s19, v8, 3
	v_readlane_b32 s20, v8, 0
	v_readlane_b32 s21, v8, 1
	v_readlane_b32 s22, v7, 38
	v_readlane_b32 s23, v7, 39
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v0, v14
	v_readlane_b32 s101, v7, 5
	v_readlane_b32 s100, v7, 4
	v_readlane_b32 s99, v7, 3
	v_readlane_b32 s98, v7, 2
	v_readlane_b32 s97, v7, 1
	v_readlane_b32 s96, v7, 0
	v_readlane_b32 s95, v6, 63
	v_readlane_b32 s94, v6, 62
	v_readlane_b32 s93, v6, 61
	v_readlane_b32 s92, v6, 60
	v_readlane_b32 s91, v6, 59
	v_readlane_b32 s90, v6, 58
	v_readlane_b32 s89, v6, 57
	v_readlane_b32 s88, v6, 56
	v_readlane_b32 s87, v6, 55
	v_readlane_b32 s86, v6, 54
	v_readlane_b32 s85, v6, 53
	v_readlane_b32 s84, v6, 52
	v_readlane_b32 s83, v6, 51
	v_readlane_b32 s82, v6, 50
	v_readlane_b32 s81, v6, 49
	v_readlane_b32 s80, v6, 48
	v_readlane_b32 s79, v6, 47
	v_readlane_b32 s78, v6, 46
	v_readlane_b32 s77, v6, 45
	v_readlane_b32 s76, v6, 44
	v_readlane_b32 s75, v6, 43
	v_readlane_b32 s74, v6, 42
	v_readlane_b32 s73, v6, 41
	v_readlane_b32 s72, v6, 40
	v_readlane_b32 s71, v6, 39
	v_readlane_b32 s70, v6, 38
	v_readlane_b32 s69, v6, 37
	v_readlane_b32 s68, v6, 36
	v_readlane_b32 s67, v6, 35
	v_readlane_b32 s66, v6, 34
	v_readlane_b32 s65, v6, 33
	v_readlane_b32 s64, v6, 32
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	buffer_load_dword v6, off, s[0:3], s32  ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
swatomic_reduce_by_key_add_long:        ; @swatomic_reduce_by_key_add_long
	ds_bpermute_b32 v6, v7, v2 offset:252
	ds_bpermute_b32 v7, v7, v3 offset:252
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v0
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v7, v8, v4
	ds_bpermute_b32 v8, v8, v5
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_reduce_by_key_add_ulong:       ; @swatomic_reduce_by_key_add_ulong
	ds_bpermute_b32 v6, v7, v2 offset:252
	ds_bpermute_b32 v7, v7, v3 offset:252
	v_mbcnt_lo_u32_b32 v0, -1, 0
	v_mbcnt_hi_u32_b32 v6, -1, v0
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v10, v11, v4
	ds_bpermute_b32 v11, v11, v5
	ds_bpermute_b32 v9, v10, v4
	ds_bpermute_b32 v10, v10, v5
	ds_bpermute_b32 v7, v8, v4
	ds_bpermute_b32 v8, v8, v5
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
	ds_bpermute_b32 v0, v2, v0
	ds_bpermute_b32 v1, v2, v1
swatomic_reduce_by_key_add_double:      ; @swatomic_reduce_by_key_add_double
	buffer_store_dword v7, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s32 ; 4-byte Folded Spill
	ds_bpermute_b32 v12, v6, v2 offset:252
	ds_bpermute_b32 v13, v6, v3 offset:252
	v_mbcnt_lo_u32_b32 v10, -1, 0
	v_mbcnt_hi_u32_b32 v12, -1, v10
	ds_bpermute_b32 v16, v15, v4
	ds_bpermute_b32 v17, v15, v5
	ds_bpermute_b32 v16, v17, v4
	ds_bpermute_b32 v17, v17, v5
	ds_bpermute_b32 v16, v15, v4
	ds_bpermute_b32 v17, v15, v5
	ds_bpermute_b32 v16, v17, v4
	ds_bpermute_b32 v17, v17, v5
	ds_bpermute_b32 v15, v16, v4
	ds_bpermute_b32 v16, v16, v5
	ds_bpermute_b32 v15, v16, v4
	ds_bpermute_b32 v16, v16, v5
	ds_bpermute_b32 v6, v4, v30
	ds_bpermute_b32 v44, v4, v31
	global_load_dwordx2 v[28:29], v[2:3], off glc
	global_atomic_cmpswap_x2 v[14:15], v[2:3], v[26:29], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[2:3], v[12:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[4:5], v[2:3], v[30:33], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s12, v9, 20
	v_readlane_b32 s13, v9, 21
	v_readlane_b32 s12, v9, 22
	v_readlane_b32 s13, v9, 23
	v_readlane_b32 s10, v8, 46
	v_readlane_b32 s11, v8, 47
	v_readlane_b32 s50, v8, 44
	v_readlane_b32 s51, v8, 45
	v_readlane_b32 s8, v8, 38
	v_readlane_b32 s9, v8, 39
	v_readlane_b32 s8, v8, 40
	v_readlane_b32 s9, v8, 41
	v_readlane_b32 s8, v8, 42
	v_readlane_b32 s9, v8, 43
	v_readlane_b32 s8, v8, 36
	v_readlane_b32 s9, v8, 37
	v_readlane_b32 s8, v8, 48
	v_readlane_b32 s9, v8, 49
	v_readlane_b32 s8, v8, 50
	v_readlane_b32 s60, v8, 52
	v_readlane_b32 s9, v8, 51
	v_readlane_b32 s61, v8, 53
	v_readlane_b32 s8, v8, 54
	v_readlane_b32 s9, v8, 55
	v_readlane_b32 s62, v8, 56
	v_readlane_b32 s63, v8, 57
	v_readlane_b32 s60, v8, 58
	v_readlane_b32 s61, v8, 59
	v_readlane_b32 s60, v8, 60
	v_readlane_b32 s61, v8, 61
	v_readlane_b32 s60, v8, 62
	v_readlane_b32 s61, v8, 63
	v_readlane_b32 s60, v9, 0
	v_readlane_b32 s61, v9, 1
	v_readlane_b32 s60, v9, 2
	v_readlane_b32 s61, v9, 3
	v_readlane_b32 s60, v9, 4
	v_readlane_b32 s61, v9, 5
	v_readlane_b32 s60, v9, 6
	v_readlane_b32 s61, v9, 7
	v_readlane_b32 s60, v9, 8
	v_readlane_b32 s61, v9, 9
	v_readlane_b32 s60, v9, 10
	v_readlane_b32 s61, v9, 11
	v_readlane_b32 s60, v8, 32
	v_readlane_b32 s61, v8, 33
	v_readlane_b32 s10, v8, 30
	v_readlane_b32 s11, v8, 31
	v_readlane_b32 s10, v9, 12
	v_readlane_b32 s11, v9, 13
	v_readlane_b32 s10, v9, 14
	v_readlane_b32 s11, v9, 15
	v_readlane_b32 s10, v8, 28
	v_readlane_b32 s11, v8, 29
	v_readlane_b32 s10, v8, 26
	v_readlane_b32 s11, v8, 27
	v_readlane_b32 s10, v8, 24
	v_readlane_b32 s11, v8, 25
	v_readlane_b32 s10, v8, 22
	v_readlane_b32 s11, v8, 23
	v_readlane_b32 s10, v8, 20
	v_readlane_b32 s11, v8, 21
	v_readlane_b32 s10, v8, 18
	v_readlane_b32 s11, v8, 19
	v_readlane_b32 s10, v8, 16
	v_readlane_b32 s11, v8, 17
	v_readlane_b32 s10, v9, 16
	v_readlane_b32 s11, v9, 17
	v_readlane_b32 s10, v9, 18
	v_readlane_b32 s12, v8, 34
	v_readlane_b32 s11, v9, 19
	v_readlane_b32 s13, v8, 35
	global_atomic_cmpswap_x2 v[16:17], v[2:3], v[10:13], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[20:21], v[2:3], v[14:17], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[24:25], v[2:3], v[18:21], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[34:35], v[2:3], v[22:25], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[38:39], v[2:3], v[32:35], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[50:51], v[2:3], v[36:39], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[54:55], v[2:3], v[48:51], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[42:43], v[2:3], v[52:55], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[28:29], v[2:3], v[40:43], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[32:33], v[2:3], v[26:29], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 vcc_lo, v8, 14
	v_readlane_b32 s30, v8, 12
	v_readlane_b32 s34, v8, 10
	v_readlane_b32 s36, v8, 8
	v_readlane_b32 s38, v8, 6
	v_readlane_b32 vcc_hi, v8, 15
	v_readlane_b32 s31, v8, 13
	v_readlane_b32 s35, v8, 11
	v_readlane_b32 s37, v8, 9
	v_readlane_b32 s39, v8, 7
	v_readlane_b32 s22, v9, 14
	v_readlane_b32 s23, v9, 15
	v_readlane_b32 s26, v9, 12
	v_readlane_b32 s27, v9, 13
	v_readlane_b32 s22, v8, 50
	v_readlane_b32 s23, v8, 51
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	buffer_load_dword v45, off, s[0:3], s32 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	ds_bpermute_b32 v0, v1, v28
	ds_bpermute_b32 v1, v1, v29
	v_readlane_b32 s101, v8, 5
	v_readlane_b32 s100, v8, 4
	v_readlane_b32 s99, v8, 3
	v_readlane_b32 s98, v8, 2
	v_readlane_b32 s97, v8, 1
	v_readlane_b32 s96, v8, 0
	v_readlane_b32 s95, v7, 63
	v_readlane_b32 s94, v7, 62
	v_readlane_b32 s93, v7, 61
	v_readlane_b32 s92, v7, 60
	v_readlane_b32 s91, v7, 59
	v_readlane_b32 s90, v7, 58
	v_readlane_b32 s89, v7, 57
	v_readlane_b32 s88, v7, 56
	v_readlane_b32 s87, v7, 55
	v_readlane_b32 s86, v7, 54
	v_readlane_b32 s85, v7, 53
	v_readlane_b32 s84, v7, 52
	v_readlane_b32 s83, v7, 51
	v_readlane_b32 s82, v7, 50
	v_readlane_b32 s81, v7, 49
	v_readlane_b32 s80, v7, 48
	v_readlane_b32 s79, v7, 47
	v_readlane_b32 s78, v7, 46
	v_readlane_b32 s77, v7, 45
	v_readlane_b32 s76, v7, 44
	v_readlane_b32 s75, v7, 43
	v_readlane_b32 s74, v7, 42
	v_readlane_b32 s73, v7, 41
	v_readlane_b32 s72, v7, 40
	v_readlane_b32 s71, v7, 39
	v_readlane_b32 s70, v7, 38
	v_readlane_b32 s69, v7, 37
	v_readlane_b32 s68, v7, 36
	v_readlane_b32 s67, v7, 35
	v_readlane_b32 s66, v7, 34
	v_readlane_b32 s65, v7, 33
	v_readlane_b32 s64, v7, 32
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	buffer_load_dword v7, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
swatomic_wg_linear_id_:                 ; @swatomic_wg_linear_id_
swatomic_wg_linear_size_:               ; @swatomic_wg_linear_size_
swatomic_workgroup_reduce_add_int:      ; @swatomic_workgroup_reduce_add_int
	flat_load_dword v10, v[0:1]
	global_atomic_add v0, v[0:1], v5, off glc
	buffer_wbinvl1_vol
	global_atomic_add v0, v[2:3], v4, off glc
	buffer_wbinvl1_vol
swatomic_workgroup_reduce_add_uint:     ; @swatomic_workgroup_reduce_add_uint
	flat_load_dword v10, v[0:1]
	global_atomic_add v0, v[0:1], v5, off glc
	buffer_wbinvl1_vol
	global_atomic_add v0, v[2:3], v4, off glc
	buffer_wbinvl1_vol
swatomic_workgroup_reduce_add_float:    ; @swatomic_workgroup_reduce_add_float
	buffer_store_dword v6, off, s[0:3], s32 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	flat_load_dword v13, v[0:1]
	global_load_dword v22, v[26:27], off glc
	global_atomic_cmpswap v13, v[26:27], v[21:22], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s4, v8, 0
	v_readlane_b32 s5, v8, 1
	v_readlane_b32 s4, v7, 16
	v_readlane_b32 s5, v7, 17
	v_readlane_b32 s20, v7, 14
	v_readlane_b32 s21, v7, 15
	v_readlane_b32 s4, v7, 18
	v_readlane_b32 s5, v7, 19
	v_readlane_b32 s4, v7, 20
	v_readlane_b32 s5, v7, 21
	v_readlane_b32 s4, v7, 22
	v_readlane_b32 s5, v7, 23
	v_readlane_b32 s4, v7, 24
	v_readlane_b32 s5, v7, 25
	v_readlane_b32 s4, v7, 26
	v_readlane_b32 s5, v7, 27
	v_readlane_b32 s4, v7, 28
	v_readlane_b32 s5, v7, 29
	v_readlane_b32 s4, v7, 30
	v_readlane_b32 s5, v7, 31
	v_readlane_b32 s4, v7, 32
	v_readlane_b32 s5, v7, 33
	v_readlane_b32 s4, v7, 34
	v_readlane_b32 s5, v7, 35
	v_readlane_b32 s4, v7, 36
	v_readlane_b32 s5, v7, 37
	v_readlane_b32 s4, v7, 38
	v_readlane_b32 s5, v7, 39
	v_readlane_b32 s4, v7, 40
	v_readlane_b32 s5, v7, 41
	v_readlane_b32 s4, v7, 42
	v_readlane_b32 s5, v7, 43
	v_readlane_b32 s4, v7, 44
	v_readlane_b32 s5, v7, 45
	v_readlane_b32 s4, v7, 46
	v_readlane_b32 s5, v7, 47
	v_readlane_b32 s4, v7, 48
	v_readlane_b32 s5, v7, 49
	v_readlane_b32 s4, v7, 50
	v_readlane_b32 s5, v7, 51
	v_readlane_b32 s4, v7, 52
	v_readlane_b32 s5, v7, 53
	v_readlane_b32 s4, v7, 54
	v_readlane_b32 s5, v7, 55
	v_readlane_b32 s4, v7, 56
	v_readlane_b32 s5, v7, 57
	v_readlane_b32 s4, v7, 58
	v_readlane_b32 s5, v7, 59
	v_readlane_b32 s4, v7, 60
	v_readlane_b32 s5, v7, 61
	v_readlane_b32 s4, v7, 62
	v_readlane_b32 s5, v7, 63
	global_atomic_cmpswap v14, v[26:27], v[11:12], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v16, v[26:27], v[13:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v18, v[26:27], v[15:16], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v20, v[26:27], v[17:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v23, v[26:27], v[19:20], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v25, v[26:27], v[22:23], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v29, v[26:27], v[24:25], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v31, v[26:27], v[28:29], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v33, v[26:27], v[30:31], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v22, v[26:27], v[32:33], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v13, v[26:27], v[21:22], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s30, v7, 8
	v_readlane_b32 s34, v7, 6
	v_readlane_b32 s31, v7, 9
	v_readlane_b32 s35, v7, 7
	v_readlane_b32 s4, v7, 38
	v_readlane_b32 s5, v7, 39
	v_readlane_b32 s4, v7, 36
	v_readlane_b32 s5, v7, 37
	v_readlane_b32 s4, v7, 34
	v_readlane_b32 s5, v7, 35
	v_readlane_b32 s4, v7, 32
	v_readlane_b32 s5, v7, 33
	v_readlane_b32 s4, v7, 30
	v_readlane_b32 s5, v7, 31
	v_readlane_b32 s4, v7, 28
	v_readlane_b32 s5, v7, 29
	v_readlane_b32 s4, v7, 26
	v_readlane_b32 s5, v7, 27
	v_readlane_b32 s4, v7, 24
	v_readlane_b32 s5, v7, 25
	v_readlane_b32 s4, v7, 22
	v_readlane_b32 s5, v7, 23
	v_readlane_b32 s4, v7, 20
	v_readlane_b32 s5, v7, 21
	v_readlane_b32 s12, v7, 12
	v_readlane_b32 s14, v7, 10
	v_readlane_b32 s13, v7, 13
	v_readlane_b32 s15, v7, 11
	flat_load_dwordx2 v[11:12], v[0:1] offset:8
	global_atomic_cmpswap v[11:12], v[14:15], off
	buffer_wbinvl1_vol
	global_load_dword v19, v[2:3], off glc
	global_atomic_cmpswap v5, v[2:3], v[18:19], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s8, v9, 2
	v_readlane_b32 s9, v9, 3
	v_readlane_b32 s8, v9, 4
	v_readlane_b32 s9, v9, 5
	v_readlane_b32 s6, v8, 14
	v_readlane_b32 s7, v8, 15
	v_readlane_b32 s40, v8, 12
	v_readlane_b32 s41, v8, 13
	v_readlane_b32 s4, v8, 8
	v_readlane_b32 s5, v8, 9
	v_readlane_b32 s4, v8, 10
	v_readlane_b32 s5, v8, 11
	v_readlane_b32 s4, v8, 16
	v_readlane_b32 s5, v8, 17
	v_readlane_b32 s4, v8, 18
	v_readlane_b32 s5, v8, 19
	v_readlane_b32 s4, v8, 20
	v_readlane_b32 s5, v8, 21
	v_readlane_b32 s4, v8, 22
	v_readlane_b32 s5, v8, 23
	v_readlane_b32 s4, v8, 24
	v_readlane_b32 s5, v8, 25
	v_readlane_b32 s4, v8, 26
	v_readlane_b32 s5, v8, 27
	v_readlane_b32 s4, v8, 28
	v_readlane_b32 s5, v8, 29
	v_readlane_b32 s4, v8, 30
	v_readlane_b32 s5, v8, 31
	v_readlane_b32 s4, v8, 32
	v_readlane_b32 s5, v8, 33
	v_readlane_b32 s4, v8, 34
	v_readlane_b32 s5, v8, 35
	v_readlane_b32 s4, v8, 36
	v_readlane_b32 s5, v8, 37
	v_readlane_b32 s4, v8, 38
	v_readlane_b32 s5, v8, 39
	v_readlane_b32 s4, v8, 40
	v_readlane_b32 s5, v8, 41
	v_readlane_b32 s4, v8, 42
	v_readlane_b32 s5, v8, 43
	v_readlane_b32 s4, v8, 44
	v_readlane_b32 s5, v8, 45
	v_readlane_b32 s4, v8, 46
	v_readlane_b32 s5, v8, 47
	v_readlane_b32 s4, v8, 48
	v_readlane_b32 s5, v8, 49
	v_readlane_b32 s4, v8, 50
	v_readlane_b32 s5, v8, 51
	v_readlane_b32 s4, v8, 52
	v_readlane_b32 s5, v8, 53
	v_readlane_b32 s4, v8, 54
	v_readlane_b32 s5, v8, 55
	v_readlane_b32 s4, v8, 56
	v_readlane_b32 s5, v8, 57
	v_readlane_b32 s4, v8, 58
	v_readlane_b32 s5, v8, 59
	v_readlane_b32 s4, v8, 60
	v_readlane_b32 s5, v8, 61
	v_readlane_b32 s4, v8, 62
	v_readlane_b32 s8, v9, 0
	v_readlane_b32 s5, v8, 63
	v_readlane_b32 s9, v9, 1
	global_atomic_cmpswap v13, v[2:3], v[10:11], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v15, v[2:3], v[12:13], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v17, v[2:3], v[14:15], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v20, v[2:3], v[16:17], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v22, v[2:3], v[19:20], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v24, v[2:3], v[21:22], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v26, v[2:3], v[23:24], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v28, v[2:3], v[25:26], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v30, v[2:3], v[27:28], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v19, v[2:3], v[29:30], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap v5, v[2:3], v[18:19], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s4, v8, 38
	v_readlane_b32 s5, v8, 39
	v_readlane_b32 s30, v8, 6
	v_readlane_b32 s34, v8, 4
	v_readlane_b32 s36, v8, 2
	v_readlane_b32 s31, v8, 7
	v_readlane_b32 s35, v8, 5
	v_readlane_b32 s37, v8, 3
	v_readlane_b32 s6, v8, 36
	v_readlane_b32 s7, v8, 37
	v_readlane_b32 s8, v8, 34
	v_readlane_b32 s9, v8, 35
	v_readlane_b32 s10, v8, 32
	v_readlane_b32 s11, v8, 33
	v_readlane_b32 s12, v8, 30
	v_readlane_b32 s13, v8, 31
	v_readlane_b32 s14, v8, 28
	v_readlane_b32 s15, v8, 29
	v_readlane_b32 s16, v8, 26
	v_readlane_b32 s17, v8, 27
	v_readlane_b32 s18, v8, 24
	v_readlane_b32 s19, v8, 25
	v_readlane_b32 s20, v8, 22
	v_readlane_b32 s21, v8, 23
	v_readlane_b32 s22, v8, 20
	v_readlane_b32 s23, v8, 21
	v_readlane_b32 s24, v8, 18
	v_readlane_b32 s25, v8, 19
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	v_readlane_b32 s101, v7, 5
	v_readlane_b32 s100, v7, 4
	v_readlane_b32 s99, v7, 3
	v_readlane_b32 s98, v7, 2
	v_readlane_b32 s97, v7, 1
	v_readlane_b32 s96, v7, 0
	v_readlane_b32 s95, v6, 63
	v_readlane_b32 s94, v6, 62
	v_readlane_b32 s93, v6, 61
	v_readlane_b32 s92, v6, 60
	v_readlane_b32 s91, v6, 59
	v_readlane_b32 s90, v6, 58
	v_readlane_b32 s89, v6, 57
	v_readlane_b32 s88, v6, 56
	v_readlane_b32 s87, v6, 55
	v_readlane_b32 s86, v6, 54
	v_readlane_b32 s85, v6, 53
	v_readlane_b32 s84, v6, 52
	v_readlane_b32 s83, v6, 51
	v_readlane_b32 s82, v6, 50
	v_readlane_b32 s81, v6, 49
	v_readlane_b32 s80, v6, 48
	v_readlane_b32 s79, v6, 47
	v_readlane_b32 s78, v6, 46
	v_readlane_b32 s77, v6, 45
	v_readlane_b32 s76, v6, 44
	v_readlane_b32 s75, v6, 43
	v_readlane_b32 s74, v6, 42
	v_readlane_b32 s73, v6, 41
	v_readlane_b32 s72, v6, 40
	v_readlane_b32 s71, v6, 39
	v_readlane_b32 s70, v6, 38
	v_readlane_b32 s69, v6, 37
	v_readlane_b32 s68, v6, 36
	v_readlane_b32 s67, v6, 35
	v_readlane_b32 s66, v6, 34
	v_readlane_b32 s65, v6, 33
	v_readlane_b32 s64, v6, 32
	v_readlane_b32 s63, v6, 31
	v_readlane_b32 s62, v6, 30
	v_readlane_b32 s61, v6, 29
	v_readlane_b32 s60, v6, 28
	v_readlane_b32 s59, v6, 27
	v_readlane_b32 s58, v6, 26
	v_readlane_b32 s57, v6, 25
	v_readlane_b32 s56, v6, 24
	v_readlane_b32 s55, v6, 23
	v_readlane_b32 s54, v6, 22
	v_readlane_b32 s53, v6, 21
	v_readlane_b32 s52, v6, 20
	v_readlane_b32 s51, v6, 19
	v_readlane_b32 s50, v6, 18
	v_readlane_b32 s49, v6, 17
	v_readlane_b32 s48, v6, 16
	v_readlane_b32 s47, v6, 15
	v_readlane_b32 s46, v6, 14
	v_readlane_b32 s45, v6, 13
	v_readlane_b32 s44, v6, 12
	v_readlane_b32 s43, v6, 11
	v_readlane_b32 s42, v6, 10
	v_readlane_b32 s41, v6, 9
	v_readlane_b32 s40, v6, 8
	v_readlane_b32 s39, v6, 7
	v_readlane_b32 s38, v6, 6
	v_readlane_b32 s37, v6, 5
	v_readlane_b32 s36, v6, 4
	v_readlane_b32 s35, v6, 3
	v_readlane_b32 s34, v6, 2
	v_readlane_b32 s31, v6, 1
	v_readlane_b32 s30, v6, 0
	buffer_load_dword v6, off, s[0:3], s32  ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
swatomic_workgroup_reduce_add_long:     ; @swatomic_workgroup_reduce_add_long
	flat_load_dword v14, v[0:1]
	global_atomic_add_x2 v[0:1], v[0:1], v[8:9], off glc
	buffer_wbinvl1_vol
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
swatomic_workgroup_reduce_add_ulong:    ; @swatomic_workgroup_reduce_add_ulong
	flat_load_dword v14, v[0:1]
	global_atomic_add_x2 v[0:1], v[0:1], v[8:9], off glc
	buffer_wbinvl1_vol
	global_atomic_add_x2 v[0:1], v[2:3], v[4:5], off glc
	buffer_wbinvl1_vol
swatomic_workgroup_reduce_add_double:   ; @swatomic_workgroup_reduce_add_double
	buffer_store_dword v7, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s32 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s32 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s32 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s32 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s32 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s32 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s32 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s32 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s32 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v14, v[0:1]
	global_load_dwordx2 v[33:34], v[58:59], off glc
	global_atomic_cmpswap_x2 v[11:12], v[58:59], v[31:34], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s10, v9, 6
	v_readlane_b32 s11, v9, 7
	v_readlane_b32 s10, v9, 8
	v_readlane_b32 s11, v9, 9
	v_readlane_b32 s8, v8, 20
	v_readlane_b32 s9, v8, 21
	v_readlane_b32 s48, v8, 18
	v_readlane_b32 s49, v8, 19
	v_readlane_b32 s6, v8, 14
	v_readlane_b32 s7, v8, 15
	v_readlane_b32 s12, v8, 16
	v_readlane_b32 s13, v8, 17
	v_readlane_b32 s6, v8, 22
	v_readlane_b32 s7, v8, 23
	v_readlane_b32 s8, v8, 24
	v_readlane_b32 s9, v8, 25
	v_readlane_b32 s8, v8, 26
	v_readlane_b32 s9, v8, 27
	v_readlane_b32 s8, v8, 28
	v_readlane_b32 s9, v8, 29
	v_readlane_b32 s8, v8, 30
	v_readlane_b32 s9, v8, 31
	v_readlane_b32 s8, v8, 32
	v_readlane_b32 s9, v8, 33
	v_readlane_b32 s8, v8, 34
	v_readlane_b32 s9, v8, 35
	v_readlane_b32 s8, v8, 36
	v_readlane_b32 s9, v8, 37
	v_readlane_b32 s8, v8, 38
	v_readlane_b32 s9, v8, 39
	v_readlane_b32 s8, v8, 40
	v_readlane_b32 s9, v8, 41
	v_readlane_b32 s8, v8, 42
	v_readlane_b32 s9, v8, 43
	v_readlane_b32 s8, v8, 44
	v_readlane_b32 s9, v8, 45
	v_readlane_b32 s8, v8, 46
	v_readlane_b32 s9, v8, 47
	v_readlane_b32 s8, v8, 48
	v_readlane_b32 s9, v8, 49
	v_readlane_b32 s8, v8, 50
	v_readlane_b32 s9, v8, 51
	v_readlane_b32 s8, v8, 52
	v_readlane_b32 s9, v8, 53
	v_readlane_b32 s8, v8, 54
	v_readlane_b32 s9, v8, 55
	v_readlane_b32 s8, v8, 56
	v_readlane_b32 s9, v8, 57
	v_readlane_b32 s8, v8, 58
	v_readlane_b32 s9, v8, 59
	v_readlane_b32 s8, v8, 60
	v_readlane_b32 s9, v8, 61
	v_readlane_b32 s8, v8, 62
	v_readlane_b32 s9, v8, 63
	v_readlane_b32 s8, v9, 0
	v_readlane_b32 s9, v9, 1
	v_readlane_b32 s8, v9, 2
	v_readlane_b32 s10, v9, 4
	v_readlane_b32 s9, v9, 3
	v_readlane_b32 s11, v9, 5
	global_atomic_cmpswap_x2 v[17:18], v[58:59], v[11:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[21:22], v[58:59], v[15:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[25:26], v[58:59], v[19:22], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[29:30], v[58:59], v[23:26], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[35:36], v[58:59], v[27:30], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[50:51], v[58:59], v[33:36], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[54:55], v[58:59], v[48:51], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[39:40], v[58:59], v[52:55], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[43:44], v[58:59], v[37:40], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[33:34], v[58:59], v[41:44], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[11:12], v[58:59], v[31:34], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s30, v8, 12
	v_readlane_b32 s34, v8, 10
	v_readlane_b32 s36, v8, 8
	v_readlane_b32 s38, v8, 6
	v_readlane_b32 s31, v8, 13
	v_readlane_b32 s35, v8, 11
	v_readlane_b32 s37, v8, 9
	v_readlane_b32 s39, v8, 7
	v_readlane_b32 s4, v8, 42
	v_readlane_b32 s5, v8, 43
	v_readlane_b32 s4, v8, 40
	v_readlane_b32 s5, v8, 41
	v_readlane_b32 s4, v8, 38
	v_readlane_b32 s5, v8, 39
	v_readlane_b32 s4, v8, 36
	v_readlane_b32 s5, v8, 37
	v_readlane_b32 s4, v8, 34
	v_readlane_b32 s5, v8, 35
	v_readlane_b32 s4, v8, 32
	v_readlane_b32 s5, v8, 33
	v_readlane_b32 s4, v8, 30
	v_readlane_b32 s5, v8, 31
	v_readlane_b32 s4, v8, 28
	v_readlane_b32 s5, v8, 29
	v_readlane_b32 s4, v8, 26
	v_readlane_b32 s5, v8, 27
	v_readlane_b32 s4, v8, 24
	v_readlane_b32 s5, v8, 25
	flat_load_dwordx2 v[13:14], v[0:1] offset:8
	global_atomic_cmpswap v[13:14], v[15:16], off
	buffer_wbinvl1_vol
	global_load_dwordx2 v[29:30], v[2:3], off glc
	global_atomic_cmpswap_x2 v[11:12], v[2:3], v[27:30], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s8, v10, 10
	v_readlane_b32 s9, v10, 11
	v_readlane_b32 s8, v10, 12
	v_readlane_b32 s9, v10, 13
	v_readlane_b32 s6, v9, 24
	v_readlane_b32 s7, v9, 25
	v_readlane_b32 s48, v9, 22
	v_readlane_b32 s49, v9, 23
	v_readlane_b32 s4, v9, 16
	v_readlane_b32 s5, v9, 17
	v_readlane_b32 s4, v9, 20
	v_readlane_b32 s5, v9, 21
	v_readlane_b32 s12, v9, 18
	v_readlane_b32 s13, v9, 19
	v_readlane_b32 s4, v9, 26
	v_readlane_b32 s5, v9, 27
	v_readlane_b32 s4, v9, 28
	v_readlane_b32 s5, v9, 29
	v_readlane_b32 s4, v9, 30
	v_readlane_b32 s5, v9, 31
	v_readlane_b32 s4, v9, 32
	v_readlane_b32 s5, v9, 33
	v_readlane_b32 s4, v9, 34
	v_readlane_b32 s5, v9, 35
	v_readlane_b32 s4, v9, 36
	v_readlane_b32 s5, v9, 37
	v_readlane_b32 s4, v9, 38
	v_readlane_b32 s5, v9, 39
	v_readlane_b32 s4, v9, 40
	v_readlane_b32 s5, v9, 41
	v_readlane_b32 s4, v9, 42
	v_readlane_b32 s5, v9, 43
	v_readlane_b32 s4, v9, 44
	v_readlane_b32 s5, v9, 45
	v_readlane_b32 s4, v9, 46
	v_readlane_b32 s5, v9, 47
	v_readlane_b32 s4, v9, 48
	v_readlane_b32 s5, v9, 49
	v_readlane_b32 s4, v9, 50
	v_readlane_b32 s5, v9, 51
	v_readlane_b32 s4, v9, 52
	v_readlane_b32 s5, v9, 53
	v_readlane_b32 s4, v9, 54
	v_readlane_b32 s5, v9, 55
	v_readlane_b32 s4, v9, 56
	v_readlane_b32 s5, v9, 57
	v_readlane_b32 s4, v9, 58
	v_readlane_b32 s5, v9, 59
	v_readlane_b32 s4, v9, 60
	v_readlane_b32 s5, v9, 61
	v_readlane_b32 s4, v9, 62
	v_readlane_b32 s5, v9, 63
	v_readlane_b32 s4, v10, 0
	v_readlane_b32 s5, v10, 1
	v_readlane_b32 s4, v10, 2
	v_readlane_b32 s5, v10, 3
	v_readlane_b32 s4, v10, 4
	v_readlane_b32 s5, v10, 5
	v_readlane_b32 s4, v10, 6
	v_readlane_b32 s8, v10, 8
	v_readlane_b32 s5, v10, 7
	v_readlane_b32 s9, v10, 9
	global_atomic_cmpswap_x2 v[17:18], v[2:3], v[11:14], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[21:22], v[2:3], v[15:18], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[25:26], v[2:3], v[19:22], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[31:32], v[2:3], v[23:26], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[35:36], v[2:3], v[29:32], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[50:51], v[2:3], v[33:36], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[54:55], v[2:3], v[48:51], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[39:40], v[2:3], v[52:55], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[43:44], v[2:3], v[37:40], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[29:30], v[2:3], v[41:44], off glc
	buffer_wbinvl1_vol
	global_atomic_cmpswap_x2 v[11:12], v[2:3], v[27:30], off glc
	buffer_wbinvl1_vol
	v_readlane_b32 s34, v9, 14
	v_readlane_b32 s36, v9, 12
	v_readlane_b32 s30, v9, 10
	v_readlane_b32 s35, v9, 15
	v_readlane_b32 s37, v9, 13
	v_readlane_b32 s31, v9, 11
	v_readlane_b32 s6, v9, 46
	v_readlane_b32 s7, v9, 47
	v_readlane_b32 s8, v9, 44
	v_readlane_b32 s9, v9, 45
	v_readlane_b32 s10, v9, 42
	v_readlane_b32 s11, v9, 43
	v_readlane_b32 s12, v9, 40
	v_readlane_b32 s13, v9, 41
	v_readlane_b32 s14, v9, 38
	v_readlane_b32 s15, v9, 39
	v_readlane_b32 s16, v9, 36
	v_readlane_b32 s17, v9, 37
	v_readlane_b32 s18, v9, 34
	v_readlane_b32 s19, v9, 35
	v_readlane_b32 s20, v9, 32
	v_readlane_b32 s21, v9, 33
	v_readlane_b32 s22, v9, 30
	v_readlane_b32 s23, v9, 31
	v_readlane_b32 s24, v9, 28
	v_readlane_b32 s25, v9, 29
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_atomic_cmpswap v[0:1], v[2:3], off
	buffer_wbinvl1_vol
	buffer_load_dword v59, off, s[0:3], s32 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s32 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s32 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s32 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s32 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s32 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s32 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s32 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s101, v8, 5
	v_readlane_b32 s100, v8, 4
	v_readlane_b32 s99, v8, 3
	v_readlane_b32 s98, v8, 2
	v_readlane_b32 s97, v8, 1
	v_readlane_b32 s96, v8, 0
	v_readlane_b32 s95, v7, 63
	v_readlane_b32 s94, v7, 62
	v_readlane_b32 s93, v7, 61
	v_readlane_b32 s92, v7, 60
	v_readlane_b32 s91, v7, 59
	v_readlane_b32 s90, v7, 58
	v_readlane_b32 s89, v7, 57
	v_readlane_b32 s88, v7, 56
	v_readlane_b32 s87, v7, 55
	v_readlane_b32 s86, v7, 54
	v_readlane_b32 s85, v7, 53
	v_readlane_b32 s84, v7, 52
	v_readlane_b32 s83, v7, 51
	v_readlane_b32 s82, v7, 50
	v_readlane_b32 s81, v7, 49
	v_readlane_b32 s80, v7, 48
	v_readlane_b32 s79, v7, 47
	v_readlane_b32 s78, v7, 46
	v_readlane_b32 s77, v7, 45
	v_readlane_b32 s76, v7, 44
	v_readlane_b32 s75, v7, 43
	v_readlane_b32 s74, v7, 42
	v_readlane_b32 s73, v7, 41
	v_readlane_b32 s72, v7, 40
	v_readlane_b32 s71, v7, 39
	v_readlane_b32 s70, v7, 38
	v_readlane_b32 s69, v7, 37
	v_readlane_b32 s68, v7, 36
	v_readlane_b32 s67, v7, 35
	v_readlane_b32 s66, v7, 34
	v_readlane_b32 s65, v7, 33
	v_readlane_b32 s64, v7, 32
	v_readlane_b32 s63, v7, 31
	v_readlane_b32 s62, v7, 30
	v_readlane_b32 s61, v7, 29
	v_readlane_b32 s60, v7, 28
	v_readlane_b32 s59, v7, 27
	v_readlane_b32 s58, v7, 26
	v_readlane_b32 s57, v7, 25
	v_readlane_b32 s56, v7, 24
	v_readlane_b32 s55, v7, 23
	v_readlane_b32 s54, v7, 22
	v_readlane_b32 s53, v7, 21
	v_readlane_b32 s52, v7, 20
	v_readlane_b32 s51, v7, 19
	v_readlane_b32 s50, v7, 18
	v_readlane_b32 s49, v7, 17
	v_readlane_b32 s48, v7, 16
	v_readlane_b32 s47, v7, 15
	v_readlane_b32 s46, v7, 14
	v_readlane_b32 s45, v7, 13
	v_readlane_b32 s44, v7, 12
	v_readlane_b32 s43, v7, 11
	v_readlane_b32 s42, v7, 10
	v_readlane_b32 s41, v7, 9
	v_readlane_b32 s40, v7, 8
	v_readlane_b32 s39, v7, 7
	v_readlane_b32 s38, v7, 6
	v_readlane_b32 s37, v7, 5
	v_readlane_b32 s36, v7, 4
	v_readlane_b32 s35, v7, 3
	v_readlane_b32 s34, v7, 2
	v_readlane_b32 s31, v7, 1
	v_readlane_b32 s30, v7, 0
	buffer_load_dword v7, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s32 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s32 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
probe_scan_reduce_int:                  ; @probe_scan_reduce_int
	global_load_dword v0, v[2:3], off
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v8, -1, v2
	ds_bpermute_b32 v2, v3, v0
	ds_bpermute_b32 v3, v3, v1
	ds_bpermute_b32 v6, v6, v9
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v7, v7, v6
	ds_bpermute_b32 v5, v5, v4
	global_atomic_add v[0:1], v2, off
	buffer_wbinvl1_vol
probe_vote_reduce_int:                  ; @probe_vote_reduce_int
	global_load_dword v0, v[2:3], off
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v2
	ds_bpermute_b32 v5, v2, v0
	ds_bpermute_b32 v2, v2, v1
	ds_bpermute_b32 v2, v3, v0
	ds_bpermute_b32 v3, v3, v1
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v6, v6, v5
	global_atomic_add v[0:1], v2, off
	buffer_wbinvl1_vol
probe_reduce_by_key_int:                ; @probe_reduce_by_key_int
	global_load_dword v0, v[4:5], off
	ds_bpermute_b32 v4, v5, v0 offset:252
	ds_bpermute_b32 v5, v5, v1 offset:252
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v2
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v8, v8, v7
	ds_bpermute_b32 v6, v6, v5
	global_atomic_add v[0:1], v2, off
	buffer_wbinvl1_vol
probe_workgroup_reduce_int:             ; @probe_workgroup_reduce_int
	global_load_dword v5, v[3:4], off
	global_atomic_add v2, v[2:3], v4, off glc
	buffer_wbinvl1_vol
	global_atomic_add v[0:1], v2, off
	buffer_wbinvl1_vol
probe_reduce_by_key_ulong:              ; @probe_reduce_by_key_ulong
	global_load_dword v0, v[4:5], off
	ds_bpermute_b32 v4, v5, v0 offset:252
	ds_bpermute_b32 v5, v5, v1 offset:252
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v4, -1, v2
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v8, v10, v8
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v10, v10, v8
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v10, v10, v8
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v10, v10, v8
	ds_bpermute_b32 v9, v10, v7
	ds_bpermute_b32 v10, v10, v8
	ds_bpermute_b32 v7, v8, v5
	ds_bpermute_b32 v8, v8, v6
	global_atomic_add_x2 v[0:1], v[2:3], off
	buffer_wbinvl1_vol
