; swatomic-probe --builtin swatomic --target gfx90a (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
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
	flat_load_dwordx2 v[4:5], v[0:1] offset:16
	flat_load_dword v3, v[0:1] offset:36
	flat_store_dword v[0:1], v6 offset:56
	global_store_dword v[4:5], v2, off offset:8
	global_store_dword v[4:5], v3, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v6, off
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_dword v4, v[2:3]
	flat_store_dword v[2:3], v8
	flat_load_dwordx2 v[6:7], v[0:1] offset:16
	global_load_dword v4, v[6:7], off glc
	flat_store_dword v[0:1], v2 offset:56
	flat_load_dwordx2 v[4:5], v[2:3] offset:16
	flat_store_dwordx2 v[2:3], v[4:5] offset:16
	global_load_dword v10, v[6:7], off offset:24 glc
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
	flat_load_dword v6, v[0:1] offset:44
	flat_load_dwordx2 v[4:5], v[0:1] offset:8
	global_load_dwordx2 v[12:13], v[10:11], off glc
	flat_load_dwordx2 v[4:5], v[0:1] offset:16
	global_load_dword v6, v[4:5], off glc
	flat_store_dword v[0:1], v3 offset:56
	global_load_dword v6, v[4:5], off offset:24 glc
	flat_load_dword v6, v[0:1] offset:36
	flat_store_dword v[0:1], v3 offset:56
	global_store_dword v[4:5], v14, off offset:8
	global_store_dword v[4:5], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v3, off
	global_load_dword v6, v[4:5], off offset:4 glc
	global_load_dword v6, v[4:5], off offset:16 glc
	flat_load_dword v6, v[0:1] offset:36
	flat_store_dword v[0:1], v3 offset:56
	global_store_dword v[4:5], v3, off offset:8
	global_store_dword v[4:5], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v3, off
	buffer_wbinvl1_vol
swatomic_store_record_:                 ; @swatomic_store_record_
	global_store_dwordx2 v[0:1], v[8:9], off offset:16
	global_store_dwordx2 v[0:1], v[8:9], off offset:24
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
swatomic_post_record_:                  ; @swatomic_post_record_
	flat_load_dword v5, v[0:1] offset:40
	flat_load_dwordx2 v[18:19], v[0:1]
	global_store_dwordx2 v[0:1], v[14:15], off offset:16
	global_store_dwordx2 v[0:1], v[10:11], off offset:24
	global_store_dwordx2 v[0:1], v[10:11], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
swatomic_request_:                      ; @swatomic_request_
	buffer_store_dword v9, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v5, v[0:1] offset:56
	flat_load_dwordx2 v[6:7], v[0:1] offset:16
	flat_load_dword v5, v[0:1] offset:36
	flat_store_dword v[0:1], v14 offset:56
	global_store_dword v[6:7], v8, off offset:8
	global_store_dword v[6:7], v5, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[6:7], v14, off
	flat_store_dword v[0:1], v5 offset:56
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v5
	flat_load_dword v7, v[0:1] offset:28
	flat_load_dwordx2 v[16:17], v[0:1] offset:16
	global_load_dword v6, v[16:17], off glc
	flat_store_dword v[0:1], v8 offset:56
	global_load_dword v6, v[16:17], off offset:24 glc
	flat_load_dword v6, v[0:1] offset:36
	flat_store_dword v[0:1], v8 offset:56
	global_store_dword v[16:17], v18, off offset:8
	global_store_dword v[16:17], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[16:17], v8, off
	global_load_dword v21, v[16:17], off offset:4 glc
	global_load_dword v6, v[16:17], off offset:16 glc
	flat_load_dword v21, v[0:1] offset:36
	flat_store_dword v[0:1], v8 offset:56
	global_store_dword v[16:17], v8, off offset:8
	global_store_dword v[16:17], v21, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[16:17], v8, off
	flat_load_dword v16, v[0:1] offset:28
	flat_load_dword v7, v[0:1] offset:28
	flat_store_dword v[0:1], v6 offset:56
	flat_load_dword v6, v[0:1] offset:28
	ds_bpermute_b32 v18, v3, v2 offset:252
	ds_bpermute_b32 v19, v3, v17 offset:252
	ds_bpermute_b32 v22, v12, v18
	ds_bpermute_b32 v23, v12, v19
	ds_bpermute_b32 v12, v5, v18
	ds_bpermute_b32 v13, v5, v19
	ds_bpermute_b32 v20, v5, v18 offset:252
	ds_bpermute_b32 v18, v5, v19 offset:252
	flat_load_dword v5, v[0:1] offset:40
	flat_load_dwordx2 v[14:15], v[0:1]
	global_store_dwordx2 v[14:15], v[18:19], off offset:16
	global_store_dwordx2 v[14:15], v[18:19], off offset:24
	global_store_dwordx2 v[14:15], v[6:7], off
	global_store_dwordx2 v[14:15], v[6:7], off offset:8
	flat_load_dword v6, v[0:1] offset:44
	flat_load_dwordx2 v[16:17], v[0:1] offset:8
	global_load_dwordx2 v[18:19], v[16:17], off glc
	flat_load_dwordx2 v[20:21], v[0:1] offset:16
	global_load_dword v6, v[20:21], off glc
	flat_store_dword v[0:1], v5 offset:56
	global_load_dword v6, v[20:21], off offset:24 glc
	flat_load_dword v6, v[0:1] offset:36
	flat_store_dword v[0:1], v5 offset:56
	global_store_dword v[20:21], v22, off offset:8
	global_store_dword v[20:21], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[20:21], v5, off
	global_load_dword v6, v[20:21], off offset:4 glc
	global_load_dword v6, v[20:21], off offset:16 glc
	flat_load_dword v6, v[0:1] offset:36
	flat_store_dword v[0:1], v5 offset:56
	global_store_dword v[20:21], v5, off offset:8
	global_store_dword v[20:21], v6, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[20:21], v5, off
	buffer_wbinvl1_vol
	flat_load_dword v6, v[0:1] offset:40
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	global_load_dwordx2 v[6:7], v[2:3], off glc
	flat_load_dword v0, v[0:1] offset:28
	v_readlane_b32 s45, v9, 13
	v_readlane_b32 s44, v9, 12
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
	flat_load_dwordx3 v[6:8], v[10:11] offset:16
	flat_load_dwordx4 v[2:5], v[10:11]
	flat_load_dword v1, v[10:11] offset:32
	v_readfirstlane_b32 s7, v9
	global_load_dwordx2 v[10:11], v[6:7], off offset:36
	buffer_store_dword v12, v0, s[0:3], 0 offen offset:92
	buffer_store_dword v13, v0, s[0:3], 0 offen offset:80
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v0, s[0:3], 0 offen
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:16
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:84
	buffer_store_dword v8, v0, s[0:3], 0 offen offset:24
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:88
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:108
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:112
	buffer_store_dword v11, v0, s[0:3], 0 offen offset:96
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:104
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:116
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:100
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:28
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:32
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:36
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:40
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:44
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:48
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:52
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:64
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:68
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:72
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:76
swatomic_words_:                        ; @swatomic_words_
	flat_load_dwordx2 v[0:1], v[0:1]
swatomic_slot_record_:                  ; @swatomic_slot_record_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dwordx2 v[4:5], v[0:1] offset:92
swatomic_channel_record_:               ; @swatomic_channel_record_
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
swatomic_done_word_:                    ; @swatomic_done_word_
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
swatomic_ack_:                          ; @swatomic_ack_
	flat_load_dword v6, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[0:1], off
swatomic_is_channel_:                   ; @swatomic_is_channel_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:96
swatomic_slot_of_:                      ; @swatomic_slot_of_
	flat_load_dwordx2 v[4:5], v[0:1] offset:92
	flat_load_dword v3, v[0:1] offset:84
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
	flat_load_dword v3, v[0:1] offset:112
	flat_load_dword v3, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:76
	flat_load_dwordx2 v[8:9], v[0:1] offset:92
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v15, v[0:1] offset:84
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v13, v[0:1] offset:44
	flat_load_dword v2, v[0:1] offset:24
	flat_load_dword v0, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_store_dwordx2 v[6:7], v[2:3], off
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
	flat_load_dwordx2 v[34:35], v[0:1] offset:92
	flat_load_dwordx2 v[36:37], v[0:1]
	global_load_dwordx2 v[14:15], v[4:5], off glc
	global_load_dwordx2 v[16:17], v[4:5], off offset:8 glc
	global_load_dwordx2 v[10:11], v[4:5], off glc
	global_load_dwordx2 v[12:13], v[4:5], off offset:8 glc
	global_load_dwordx2 v[6:7], v[4:5], off glc
	global_load_dwordx2 v[8:9], v[4:5], off offset:8 glc
	global_load_dwordx2 v[2:3], v[4:5], off glc
	global_load_dwordx2 v[4:5], v[4:5], off offset:8 glc
	flat_load_dword v19, v[0:1] offset:108
	flat_load_dword v23, v[0:1] offset:60
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v34, v[0:1] offset:100
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v34, v[0:1] offset:100
	flat_load_dword v34, v[0:1] offset:44
	flat_load_dword v19, v[0:1] offset:24
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v19, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:116
	flat_load_dwordx2 v[16:17], v[0:1] offset:8
	global_store_dwordx2 v[14:15], v[22:23], off
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:112
	flat_load_dword v14, v[0:1] offset:108
	flat_load_dword v15, v[0:1] offset:60
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dwordx2 v[14:15], v[0:1] offset:92
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:84
	flat_load_dword v33, v[0:1] offset:100
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v33, v[0:1] offset:100
	flat_load_dword v34, v[0:1] offset:44
	flat_load_dword v14, v[0:1] offset:24
	flat_load_dword v10, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:84
	flat_load_dword v10, v[0:1] offset:116
	flat_load_dwordx2 v[12:13], v[0:1] offset:8
	global_store_dwordx2 v[10:11], v[22:23], off
	flat_load_dword v10, v[0:1] offset:76
	flat_load_dword v10, v[0:1] offset:112
	flat_load_dword v10, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dwordx2 v[10:11], v[0:1] offset:92
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:84
	flat_load_dword v19, v[0:1] offset:100
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v19, v[0:1] offset:100
	flat_load_dword v19, v[0:1] offset:44
	flat_load_dword v10, v[0:1] offset:24
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v10, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[6:7], v[22:23], off
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v6, v[0:1] offset:112
	flat_load_dword v6, v[0:1] offset:108
	flat_load_dword v7, v[0:1] offset:60
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dwordx2 v[6:7], v[0:1] offset:92
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:44
	flat_load_dword v6, v[0:1] offset:24
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v6, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:116
	flat_load_dwordx2 v[4:5], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[22:23], off
	flat_load_dword v2, v[0:1] offset:76
swatomic_coord_poll_channels_:          ; @swatomic_coord_poll_channels_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:64
	flat_load_dword v4, v[0:1] offset:80
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:96
	flat_load_dwordx2 v[6:7], v[0:1]
	global_load_dwordx2 v[6:7], v[16:17], off glc
	global_load_dwordx2 v[8:9], v[16:17], off offset:8 glc
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:44
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dwordx2 v[12:13], v[0:1] offset:8
	flat_load_dwordx2 v[14:15], v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	global_store_dwordx2 v[12:13], v[16:17], off
	flat_load_dword v3, v[0:1] offset:76
swatomic_coord_insert_:                 ; @swatomic_coord_insert_
	flat_load_dword v5, v[0:1] offset:100
	flat_load_dword v10, v[0:1] offset:56
	flat_load_dword v13, v[0:1] offset:24
swatomic_coord_load_rest_:              ; @swatomic_coord_load_rest_
	global_load_dwordx2 v[8:9], v[0:1], off offset:16 glc
	global_load_dwordx2 v[10:11], v[0:1], off offset:24 glc
	flat_store_dwordx4 v[12:13], v[8:11]
swatomic_coord_over_:                   ; @swatomic_coord_over_
	flat_load_dwordx2 v[4:5], v[0:1] offset:16
	global_load_dword v0, v[4:5], off glc
	global_load_dword v0, v[4:5], off offset:20 glc
	global_store_dword v[4:5], v0, off offset:8
	global_store_dword v[4:5], v0, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v0, off
swatomic_coord_now_:                    ; @swatomic_coord_now_
swatomic_coord_gave_up_:                ; @swatomic_coord_gave_up_
	flat_load_dwordx2 v[4:5], v[0:1] offset:16
	global_load_dword v0, v[4:5], off glc
	global_load_dword v0, v[4:5], off offset:20 glc
	global_store_dword v[4:5], v0, off offset:8
	global_store_dword v[4:5], v0, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[4:5], v0, off
swatomic_coord_await_item_:             ; @swatomic_coord_await_item_
	global_load_dwordx2 v[10:11], v[2:3], off glc
	global_load_dwordx2 v[12:13], v[2:3], off offset:8 glc
	flat_store_dwordx4 v[20:21], v[10:13]
	global_load_dwordx2 v[14:15], v[2:3], off offset:16 glc
	global_load_dwordx2 v[16:17], v[2:3], off offset:24 glc
	flat_store_dwordx4 v[18:19], v[14:17]
	flat_load_dwordx2 v[10:11], v[0:1] offset:16
	global_load_dword v5, v[10:11], off glc
	global_load_dword v5, v[10:11], off offset:20 glc
	global_store_dword v[10:11], v0, off offset:8
	global_store_dword v[10:11], v0, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[10:11], v0, off
swatomic_coord_take_:                   ; @swatomic_coord_take_
	buffer_store_dword v5, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v7, v[0:1] offset:100
	flat_store_dwordx2 v[18:19], v[6:7] offset:40
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:44
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_store_dword v[18:19], v6 offset:32
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v3, v[0:1] offset:92
	flat_load_dword v4, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:92
	flat_load_dwordx2 v[8:9], v[0:1]
	global_load_dwordx2 v[6:7], v[20:21], off glc
	global_load_dwordx2 v[8:9], v[20:21], off offset:8 glc
	flat_load_dword v6, v[0:1] offset:24
	global_load_dwordx2 v[10:11], v[20:21], off offset:16 glc
	global_load_dwordx2 v[12:13], v[20:21], off offset:24 glc
	global_load_dwordx2 v[6:7], v[20:21], off glc
	global_load_dwordx2 v[8:9], v[20:21], off offset:8 glc
	global_load_dwordx2 v[10:11], v[20:21], off offset:16 glc
	global_load_dwordx2 v[12:13], v[20:21], off offset:24 glc
	flat_load_dwordx2 v[22:23], v[0:1] offset:16
	global_load_dword v24, v[22:23], off glc
	global_load_dword v24, v[22:23], off offset:20 glc
	global_store_dword v[22:23], v4, off offset:8
	global_store_dword v[22:23], v4, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[22:23], v4, off
	flat_load_dword v4, v[0:1] offset:24
	flat_store_dword v[18:19], v22 offset:36
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:96
	flat_load_dword v6, v[18:19] offset:32
	flat_store_dword v[18:19], v0 offset:40
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:96
	flat_load_dword v22, v[18:19] offset:32
	flat_store_dword v[18:19], v7 offset:56
	flat_store_dwordx4 v[18:19], v[14:17]
	flat_store_dwordx2 v[18:19], v[12:13] offset:16
	flat_load_dword v3, v[0:1] offset:80
	flat_store_dword v[18:19], v3 offset:48
	flat_load_dword v3, v[0:1] offset:100
	flat_load_dword v9, v[0:1] offset:56
	flat_load_dword v12, v[0:1] offset:24
	flat_load_dword v3, v[18:19] offset:36
	flat_load_dwordx2 v[10:11], v[18:19]
	flat_store_dwordx2 v[18:19], v[8:9] offset:40
	flat_load_dword v8, v[18:19] offset:48
	flat_load_dword v9, v[0:1] offset:80
	flat_load_dword v8, v[0:1] offset:32
	global_load_dword v8, v[10:11], off glc
	global_load_dwordx2 v[8:9], v[10:11], off glc
	flat_load_dword v8, v[0:1] offset:36
	flat_load_dword v10, v[0:1] offset:28
	flat_load_dword v3, v[0:1] offset:40
	flat_load_dword v2, v[18:19] offset:44
	flat_load_dword v3, v[18:19] offset:36
	flat_load_dword v2, v[0:1] offset:32
	flat_load_dword v8, v[0:1] offset:48
	flat_load_dwordx2 v[10:11], v[18:19]
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
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dword v6, v[2:3] offset:32
	flat_load_dword v5, v[0:1] offset:92
	flat_load_dword v7, v[0:1] offset:108
	flat_load_dword v9, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:64
	flat_store_dword v[2:3], v0 offset:40
	flat_load_dword v5, v[0:1] offset:48
	flat_load_dword v10, v[2:3] offset:44
	flat_load_dword v5, v[2:3] offset:48
	flat_load_dword v7, v[0:1] offset:80
	flat_load_dword v17, v[2:3] offset:36
	flat_load_dword v8, v[0:1] offset:28
	flat_load_dwordx2 v[6:7], v[2:3] offset:8
	flat_load_dword v18, v[0:1] offset:100
	flat_load_dword v6, v[0:1] offset:52
	flat_load_dword v7, v[2:3] offset:44
	flat_store_dwordx2 v[2:3], v[8:9] offset:24
	flat_store_dword v[2:3], v8 offset:40
	flat_load_dword v0, v[0:1] offset:72
	flat_store_dword v[2:3], v1 offset:40
	flat_store_dword v[2:3], v0 offset:52
	flat_load_dword v5, v[0:1] offset:28
	flat_load_dword v16, v[2:3] offset:36
	flat_load_dwordx4 v[6:9], v[2:3] offset:8
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
	flat_load_dword v6, v[4:5] offset:40
	flat_load_dword v3, v[4:5] offset:44
	flat_load_dword v3, v[4:5] offset:48
	flat_load_dword v6, v[0:1] offset:80
	flat_load_dword v6, v[0:1] offset:52
	flat_load_dword v6, v[0:1] offset:72
	flat_load_dwordx2 v[6:7], v[0:1] offset:48
	flat_load_dword v3, v[0:1] offset:48
	flat_load_dword v6, v[0:1] offset:28
	flat_load_dwordx2 v[6:7], v[4:5]
	global_store_dword v[6:7], v8, off
	flat_load_dwordx2 v[6:7], v[4:5]
	global_store_dwordx2 v[6:7], v[8:9], off
	flat_load_dwordx2 v[6:7], v[4:5]
	flat_load_dword v11, v[0:1] offset:40
	flat_load_dwordx2 v[12:13], v[0:1] offset:32
	flat_load_dword v6, v[4:5] offset:32
	flat_load_dword v10, v[0:1] offset:84
	flat_load_dwordx2 v[2:3], v[0:1]
	flat_load_dword v11, v[0:1] offset:96
	flat_load_dword v0, v[0:1] offset:92
	global_store_dwordx2 v[2:3], v[0:1], off
	global_store_dwordx2 v[2:3], v[0:1], off offset:8
	flat_load_dword v0, v[4:5] offset:36
	global_store_dwordx2 v[2:3], v[0:1], off offset:16
	global_store_dwordx2 v[2:3], v[0:1], off offset:24
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
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v5, v[2:3] offset:32
	flat_load_dword v3, v[0:1] offset:92
	flat_load_dword v4, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_send_:                   ; @swatomic_coord_send_
	flat_load_dword v7, v[2:3] offset:48
	flat_load_dword v12, v[0:1] offset:96
	flat_load_dwordx2 v[16:17], v[0:1] offset:80
	flat_load_dword v15, v[0:1] offset:68
	flat_load_dword v14, v[2:3] offset:36
	flat_load_dwordx2 v[18:19], v[0:1]
	flat_load_dwordx2 v[10:11], v[2:3]
	global_store_dwordx2 v[0:1], v[6:7], off offset:16
	global_store_dwordx2 v[0:1], v[6:7], off offset:24
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
swatomic_coord_answer_new_:             ; @swatomic_coord_answer_new_
	flat_load_dword v3, v[6:7] offset:44
	flat_load_dword v3, v[0:1] offset:48
	flat_load_dword v3, v[0:1] offset:68
	flat_load_dword v12, v[0:1] offset:52
	flat_load_dword v15, v[0:1] offset:28
	flat_load_dwordx2 v[4:5], v[0:1] offset:80
	flat_load_dword v16, v[6:7] offset:48
	flat_load_dword v14, v[6:7] offset:36
	flat_load_dword v17, v[0:1] offset:96
	flat_load_dwordx2 v[10:11], v[0:1]
	flat_load_dwordx2 v[8:9], v[6:7]
	global_store_dwordx2 v[4:5], v[12:13], off offset:16
	global_store_dwordx2 v[4:5], v[10:11], off offset:24
	global_store_dwordx2 v[4:5], v[8:9], off
	global_store_dwordx2 v[4:5], v[2:3], off offset:8
	flat_load_dword v3, v[6:7] offset:40
	flat_load_dwordx2 v[8:9], v[6:7] offset:48
	flat_load_dword v10, v[0:1] offset:96
	flat_load_dwordx2 v[14:15], v[0:1] offset:80
	flat_load_dword v13, v[0:1] offset:68
	flat_load_dword v12, v[6:7] offset:36
	flat_load_dwordx2 v[16:17], v[0:1]
	flat_load_dwordx4 v[2:5], v[6:7]
	flat_load_dwordx2 v[6:7], v[6:7] offset:16
	global_store_dwordx2 v[0:1], v[10:11], off offset:16
	global_store_dwordx2 v[0:1], v[6:7], off offset:24
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	flat_load_dword v2, v[0:1] offset:52
	flat_load_dword v3, v[6:7] offset:44
	flat_store_dword v[6:7], v0 offset:52
	flat_load_dword v4, v[6:7] offset:56
	flat_load_dwordx2 v[2:3], v[6:7] offset:24
	flat_load_dword v4, v[6:7] offset:36
	flat_load_dword v4, v[6:7] offset:32
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[4:5], v[2:3], off
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:96
	flat_load_dword v4, v[6:7] offset:32
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:96
	flat_load_dword v3, v[6:7] offset:32
	flat_load_dword v2, v[0:1] offset:92
	flat_load_dword v4, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_answer_sent_:            ; @swatomic_coord_answer_sent_
	flat_load_dword v10, v[2:3] offset:40
	flat_load_dwordx2 v[8:9], v[2:3] offset:48
	flat_load_dwordx2 v[4:5], v[0:1] offset:80
	flat_load_dword v16, v[0:1] offset:96
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_load_dwordx2 v[8:9], v[8:9], off offset:16 glc
	flat_store_dword v[2:3], v13 offset:40
	flat_load_dword v4, v[2:3] offset:36
	flat_load_dwordx2 v[10:11], v[2:3] offset:24
	flat_load_dword v4, v[2:3] offset:56
	flat_store_dwordx2 v[2:3], v[8:9] offset:24
	flat_load_dword v4, v[2:3] offset:36
	flat_load_dword v4, v[2:3] offset:32
	global_store_dwordx2 v[4:5], v[8:9], off
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v16, v[0:1] offset:96
	flat_load_dword v4, v[2:3] offset:32
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v5, v[2:3] offset:32
	flat_load_dword v3, v[0:1] offset:92
	flat_load_dword v4, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_post_:                   ; @swatomic_coord_post_
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:64
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dwordx3 v[10:12], v[0:1] offset:68
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dwordx2 v[14:15], v[0:1]
	global_store_dwordx2 v[10:11], v[4:5], off
	global_store_dwordx2 v[10:11], v[6:7], off offset:8
	flat_load_dwordx2 v[10:11], v[0:1] offset:68
	flat_load_dword v5, v[0:1] offset:76
swatomic_coord_reply_:                  ; @swatomic_coord_reply_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dword v7, v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[8:9], v[10:11], off
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dword v3, v[0:1] offset:84
swatomic_coord_poll_replies_:           ; @swatomic_coord_poll_replies_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:68
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	global_load_dwordx2 v[8:9], v[8:9], off glc
	buffer_wbinvl1_vol
	flat_load_dword v3, v[0:1] offset:68
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:84
swatomic_coord_begin_:                  ; @swatomic_coord_begin_
	flat_load_dwordx2 v[2:3], v[0:1] offset:108
	flat_load_dword v3, v[0:1] offset:60
	flat_load_dwordx2 v[4:5], v[0:1] offset:8
	flat_load_dword v9, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:116
	global_load_dwordx2 v[12:13], v[10:11], off glc
	flat_load_dword v6, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:112
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:72
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v9, v[0:1] offset:80
	flat_load_dword v2, v[0:1] offset:116
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_load_dwordx2 v[12:13], v[10:11], off glc
	flat_load_dwordx2 v[14:15], v[0:1] offset:64
	flat_load_dwordx2 v[10:11], v[0:1] offset:80
	flat_load_dword v2, v[0:1] offset:116
	global_load_dwordx2 v[6:7], v[6:7], off glc
	flat_load_dword v2, v[0:1] offset:80
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v9, v[0:1] offset:96
	flat_load_dwordx2 v[10:11], v[0:1]
	global_store_dwordx2 v[10:11], v[6:7], off
	global_store_dwordx2 v[10:11], v[6:7], off offset:8
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:32
swatomic_coord_new_pass_:               ; @swatomic_coord_new_pass_
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coord_end_pass_:               ; @swatomic_coord_end_pass_
	flat_load_dwordx2 v[4:5], v[0:1] offset:76
	flat_load_dwordx2 v[6:7], v[0:1] offset:16
	global_store_dword v[12:13], v10, off
	flat_load_dword v3, v[0:1] offset:80
	global_store_dword v[12:13], v11, off
	flat_load_dword v3, v[0:1] offset:80
	global_store_dword v[8:9], v2, off
	flat_load_dword v3, v[0:1] offset:80
	global_store_dword v[6:7], v2, off offset:4
	global_load_dword v2, v[6:7], off glc
	flat_load_dword v2, v[0:1] offset:88
	global_load_dword v3, v[6:7], off glc
	global_load_dword v2, v[6:7], off offset:20 glc
	global_store_dword v[6:7], v2, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[6:7], v2, off
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coord_answer_all_:             ; @swatomic_coord_answer_all_
	buffer_store_dword v5, off, s[0:3], s32 ; 4-byte Folded Spill
	flat_load_dword v6, v[0:1] offset:104
	flat_load_dword v7, v[0:1] offset:104
	flat_load_dword v14, v[2:3] offset:8
	flat_load_dwordx2 v[16:17], v[2:3] offset:16
	flat_load_dwordx2 v[8:9], v[0:1] offset:80
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	global_load_dwordx2 v[16:17], v[16:17], off offset:16 glc
	flat_store_dword v[2:3], v15 offset:8
	flat_load_dword v8, v[2:3] offset:4
	flat_load_dwordx2 v[18:19], v[18:19]
	flat_load_dword v8, v[2:3] offset:24
	flat_store_dwordx2 v[18:19], v[16:17]
	flat_load_dword v8, v[2:3] offset:4
	flat_load_dword v14, v[2:3]
	global_store_dwordx2 v[8:9], v[16:17], off
	flat_load_dword v9, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dword v8, v[2:3]
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v9, v[0:1] offset:96
	flat_load_dword v8, v[2:3]
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v9, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v10, v[0:1] offset:64
	flat_load_dword v7, v[2:3] offset:12
	flat_load_dword v7, v[0:1] offset:48
	flat_load_dword v9, v[0:1] offset:68
	flat_load_dword v10, v[0:1] offset:52
	flat_load_dword v11, v[0:1] offset:28
	flat_load_dword v12, v[2:3] offset:16
	flat_load_dword v7, v[2:3] offset:4
	flat_load_dwordx2 v[22:23], v[0:1] offset:80
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dwordx2 v[20:21], v[0:1]
	flat_load_dwordx2 v[18:19], v[16:17]
	global_store_dwordx2 v[20:21], v[22:23], off offset:16
	global_store_dwordx2 v[20:21], v[10:11], off offset:24
	global_store_dwordx2 v[20:21], v[18:19], off
	global_store_dwordx2 v[20:21], v[8:9], off offset:8
	flat_load_dword v14, v[2:3] offset:8
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dword v7, v[0:1] offset:68
	flat_load_dwordx2 v[20:21], v[2:3] offset:16
	flat_load_dword v26, v[2:3] offset:4
	flat_load_dwordx2 v[22:23], v[0:1] offset:80
	flat_load_dwordx2 v[18:19], v[0:1]
	flat_load_dwordx4 v[8:11], v[16:17]
	flat_load_dwordx2 v[18:19], v[18:19]
	global_store_dwordx2 v[16:17], v[20:21], off offset:16
	global_store_dwordx2 v[16:17], v[18:19], off offset:24
	global_store_dwordx2 v[16:17], v[8:9], off
	global_store_dwordx2 v[16:17], v[8:9], off offset:8
	flat_load_dword v7, v[0:1] offset:52
	flat_load_dword v8, v[2:3] offset:12
	flat_store_dword v[2:3], v7 offset:20
	flat_load_dword v7, v[2:3] offset:24
	flat_load_dwordx2 v[8:9], v[8:9]
	flat_load_dword v7, v[2:3] offset:4
	flat_load_dword v14, v[2:3]
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	global_store_dwordx2 v[10:11], v[8:9], off
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dword v9, v[2:3]
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v9, v[0:1] offset:96
	flat_load_dword v8, v[2:3]
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v9, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v10, v[0:1] offset:64
	v_readlane_b32 s37, v5, 5
	v_readlane_b32 s36, v5, 4
	v_readlane_b32 s35, v5, 3
	v_readlane_b32 s34, v5, 2
	v_readlane_b32 s31, v5, 1
	v_readlane_b32 s30, v5, 0
	buffer_load_dword v5, off, s[0:3], s32  ; 4-byte Folded Reload
swatomic_coord_finish_pass_:            ; @swatomic_coord_finish_pass_
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dword v6, v[0:1] offset:116
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	flat_load_dword v12, v[12:13]
	global_store_dwordx2 v[10:11], v[12:13], off
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v6, v[0:1] offset:60
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dwordx2 v[8:9], v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[10:11]
	flat_load_dword v12, v[0:1] offset:108
	flat_load_dword v13, v[0:1] offset:60
	flat_load_dword v14, v[2:3]
	flat_load_dword v6, v[10:11]
	flat_load_dwordx2 v[4:5], v[0:1] offset:108
	flat_load_dword v3, v[0:1] offset:60
	flat_load_dwordx2 v[4:5], v[0:1] offset:108
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
	flat_load_dword v10, v[0:1] offset:80
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dword v15, v[0:1] offset:96
	flat_load_dwordx2 v[12:13], v[0:1]
	global_load_dwordx2 v[10:11], v[16:17], off glc
	global_load_dwordx2 v[12:13], v[16:17], off offset:8 glc
	flat_load_dword v16, v[0:1] offset:100
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:100
	flat_load_dword v17, v[0:1] offset:44
	flat_load_dword v7, v[0:1] offset:64
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v4, v[0:1] offset:64
	flat_load_dwordx2 v[16:17], v[0:1] offset:8
	flat_load_dwordx2 v[18:19], v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	global_store_dwordx2 v[16:17], v[14:15], off
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dwordx2 v[4:5], v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:112
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dwordx2 v[38:39], v[0:1] offset:92
	flat_load_dwordx2 v[48:49], v[0:1]
	global_load_dwordx2 v[16:17], v[6:7], off glc
	global_load_dwordx2 v[18:19], v[6:7], off offset:8 glc
	global_load_dwordx2 v[12:13], v[6:7], off glc
	global_load_dwordx2 v[14:15], v[6:7], off offset:8 glc
	global_load_dwordx2 v[8:9], v[6:7], off glc
	global_load_dwordx2 v[10:11], v[6:7], off offset:8 glc
	global_load_dwordx2 v[4:5], v[6:7], off glc
	global_load_dwordx2 v[6:7], v[6:7], off offset:8 glc
	flat_load_dword v21, v[0:1] offset:108
	flat_load_dword v27, v[0:1] offset:60
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v27, v[0:1] offset:76
	flat_load_dword v38, v[0:1] offset:100
	flat_load_dword v27, v[0:1] offset:76
	flat_load_dword v38, v[0:1] offset:100
	flat_load_dword v38, v[0:1] offset:44
	flat_load_dword v21, v[0:1] offset:24
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v21, v[0:1] offset:84
	flat_load_dword v16, v[0:1] offset:116
	flat_load_dwordx2 v[18:19], v[0:1] offset:8
	global_store_dwordx2 v[16:17], v[26:27], off
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:112
	flat_load_dword v16, v[0:1] offset:108
	flat_load_dword v17, v[0:1] offset:60
	flat_load_dword v17, v[0:1] offset:76
	flat_load_dwordx2 v[16:17], v[0:1] offset:92
	flat_load_dword v27, v[0:1] offset:76
	flat_load_dword v18, v[0:1] offset:84
	flat_load_dword v37, v[0:1] offset:100
	flat_load_dword v27, v[0:1] offset:76
	flat_load_dword v37, v[0:1] offset:100
	flat_load_dword v38, v[0:1] offset:44
	flat_load_dword v16, v[0:1] offset:24
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:84
	flat_load_dword v12, v[0:1] offset:116
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	global_store_dwordx2 v[12:13], v[26:27], off
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:112
	flat_load_dword v12, v[0:1] offset:108
	flat_load_dword v13, v[0:1] offset:60
	flat_load_dword v13, v[0:1] offset:76
	flat_load_dwordx2 v[12:13], v[0:1] offset:92
	flat_load_dword v18, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:84
	flat_load_dword v21, v[0:1] offset:100
	flat_load_dword v18, v[0:1] offset:76
	flat_load_dword v21, v[0:1] offset:100
	flat_load_dword v21, v[0:1] offset:44
	flat_load_dword v12, v[0:1] offset:24
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:116
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	global_store_dwordx2 v[8:9], v[26:27], off
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:112
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v9, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:76
	flat_load_dwordx2 v[8:9], v[0:1] offset:92
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v10, v[0:1] offset:84
	flat_load_dword v16, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:100
	flat_load_dword v16, v[0:1] offset:44
	flat_load_dword v8, v[0:1] offset:24
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_store_dwordx2 v[4:5], v[26:27], off
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v9, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:68
	flat_load_dword v12, v[0:1] offset:80
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[14:15], v[0:1] offset:8
	global_load_dwordx2 v[12:13], v[12:13], off glc
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
	v_readlane_b32 s38, v3, 6
	v_readlane_b32 s37, v3, 5
	v_readlane_b32 s36, v3, 4
	v_readlane_b32 s35, v3, 3
	v_readlane_b32 s34, v3, 2
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
	buffer_store_dword v19, off, s[0:3], s33 offset:632 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], s33 offset:636 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:640 ; 4-byte Folded Spill
	flat_load_dwordx3 v[6:8], v[0:1] offset:16
	flat_load_dwordx4 v[2:5], v[0:1]
	flat_load_dword v9, v[0:1] offset:32
	buffer_store_dword v11, off, s[0:3], s33 offset:92
	buffer_store_dword v12, off, s[0:3], s33 offset:80
	v_readfirstlane_b32 s7, v10
	global_load_dwordx2 v[0:1], v[6:7], off offset:36
	buffer_store_dword v3, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33
	buffer_store_dword v5, off, s[0:3], s33 offset:12
	buffer_store_dword v4, off, s[0:3], s33 offset:8
	buffer_store_dword v7, off, s[0:3], s33 offset:20
	buffer_store_dword v6, off, s[0:3], s33 offset:16
	buffer_store_dword v9, off, s[0:3], s33 offset:84
	buffer_store_dword v4, off, s[0:3], s33 offset:108
	buffer_store_dword v8, off, s[0:3], s33 offset:24
	buffer_store_dword v2, off, s[0:3], s33 offset:88
	buffer_store_dword v13, off, s[0:3], s33 offset:112
	buffer_store_dword v1, off, s[0:3], s33 offset:96
	buffer_store_dword v0, off, s[0:3], s33 offset:104
	buffer_store_dword v2, off, s[0:3], s33 offset:116
	buffer_store_dword v10, off, s[0:3], s33 offset:100
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_store_dword v5, off, s[0:3], s33 offset:36
	buffer_store_dword v6, off, s[0:3], s33 offset:40
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	buffer_store_dword v6, off, s[0:3], s33 offset:76
	buffer_load_dword v7, off, s[0:3], s33 offset:84
	buffer_load_dword v7, off, s[0:3], s33 offset:84
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v18, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[24:25], v[24:25], off glc
	buffer_load_dword v13, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v25, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[4:5], v[4:5], off glc
	global_load_dwordx2 v[4:5], v[28:29], off glc
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v27, off, s[0:3], s33 offset:4
	global_store_dwordx2 v[28:29], v[4:5], off
	global_store_dwordx2 v[28:29], v[4:5], off offset:8
	buffer_load_dword v6, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v6, off, s[0:3], s33 offset:96
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v10, off, s[0:3], s33 offset:4
	global_load_dwordx2 v[4:5], v[6:7], off glc
	global_load_dwordx2 v[6:7], v[6:7], off offset:8 glc
	buffer_load_dword v10, off, s[0:3], s33 offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	buffer_load_dword v11, off, s[0:3], s33 offset:44
	buffer_load_dword v5, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	buffer_load_dword v5, off, s[0:3], s33 offset:80
	buffer_load_dword v7, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v12, off, s[0:3], s33 offset:8
	buffer_load_dword v13, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[8:9], v[2:3], off
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:108
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_load_dword v62, off, s[0:3], s33 offset:92
	buffer_load_dword v24, off, s[0:3], s33
	buffer_load_dword v23, off, s[0:3], s33 offset:4
	global_load_dwordx2 v[12:13], v[2:3], off glc
	global_load_dwordx2 v[14:15], v[2:3], off offset:8 glc
	global_load_dwordx2 v[8:9], v[2:3], off glc
	global_load_dwordx2 v[10:11], v[2:3], off offset:8 glc
	global_load_dwordx2 v[4:5], v[2:3], off glc
	global_load_dwordx2 v[6:7], v[2:3], off offset:8 glc
	global_load_dwordx2 v[0:1], v[2:3], off glc
	global_load_dwordx2 v[2:3], v[2:3], off offset:8 glc
	buffer_load_dword v23, off, s[0:3], s33 offset:108
	buffer_load_dword v24, off, s[0:3], s33 offset:60
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_load_dword v24, off, s[0:3], s33 offset:76
	buffer_load_dword v61, off, s[0:3], s33 offset:100
	buffer_load_dword v24, off, s[0:3], s33 offset:76
	buffer_load_dword v61, off, s[0:3], s33 offset:100
	buffer_load_dword v61, off, s[0:3], s33 offset:44
	buffer_load_dword v23, off, s[0:3], s33 offset:24
	buffer_load_dword v52, off, s[0:3], s33 offset:76
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v14, off, s[0:3], s33 offset:8
	buffer_load_dword v62, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[12:13], v[14:15], off
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_load_dword v12, off, s[0:3], s33 offset:112
	buffer_load_dword v12, off, s[0:3], s33 offset:108
	buffer_load_dword v13, off, s[0:3], s33 offset:60
	buffer_load_dword v15, off, s[0:3], s33 offset:76
	buffer_load_dword v23, off, s[0:3], s33 offset:76
	buffer_load_dword v12, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:92
	buffer_load_dword v54, off, s[0:3], s33 offset:96
	buffer_load_dword v53, off, s[0:3], s33 offset:100
	buffer_load_dword v23, off, s[0:3], s33 offset:76
	buffer_load_dword v53, off, s[0:3], s33 offset:100
	buffer_load_dword v53, off, s[0:3], s33 offset:44
	buffer_load_dword v12, off, s[0:3], s33 offset:24
	buffer_load_dword v13, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v15, off, s[0:3], s33 offset:8
	buffer_load_dword v23, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[10:11], v[8:9], off
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:112
	buffer_load_dword v8, off, s[0:3], s33 offset:108
	buffer_load_dword v9, off, s[0:3], s33 offset:60
	buffer_load_dword v11, off, s[0:3], s33 offset:76
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:84
	buffer_load_dword v13, off, s[0:3], s33 offset:92
	buffer_load_dword v23, off, s[0:3], s33 offset:96
	buffer_load_dword v15, off, s[0:3], s33 offset:100
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_load_dword v15, off, s[0:3], s33 offset:100
	buffer_load_dword v15, off, s[0:3], s33 offset:44
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v9, off, s[0:3], s33 offset:76
	buffer_load_dword v4, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v11, off, s[0:3], s33 offset:8
	buffer_load_dword v12, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[6:7], v[4:5], off
	buffer_load_dword v4, off, s[0:3], s33 offset:76
	buffer_load_dword v4, off, s[0:3], s33 offset:112
	buffer_load_dword v4, off, s[0:3], s33 offset:108
	buffer_load_dword v5, off, s[0:3], s33 offset:60
	buffer_load_dword v7, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_load_dword v4, off, s[0:3], s33 offset:84
	buffer_load_dword v9, off, s[0:3], s33 offset:92
	buffer_load_dword v12, off, s[0:3], s33 offset:96
	buffer_load_dword v11, off, s[0:3], s33 offset:100
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_load_dword v11, off, s[0:3], s33 offset:100
	buffer_load_dword v11, off, s[0:3], s33 offset:44
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v8, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v9, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[4:5], v[4:5], off glc
	buffer_wbinvl1_vol
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v3, off, s[0:3], s33 offset:76
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	global_load_dword v4, v[0:1], off glc
	global_load_dword v2, v[0:1], off offset:20 glc
	global_store_dword v[0:1], v43, off offset:8
	global_store_dword v[0:1], v41, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v42, off
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_store_dword v25, v18, s[0:3], 0 offen offset:40
	buffer_store_dword v0, v18, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_store_dword v24, v18, s[0:3], 0 offen offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
	global_load_dwordx2 v[0:1], v[12:13], off glc
	global_load_dwordx2 v[2:3], v[12:13], off offset:8 glc
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	global_load_dwordx2 v[4:5], v[12:13], off offset:16 glc
	global_load_dwordx2 v[6:7], v[12:13], off offset:24 glc
	buffer_load_dword v14, off, s[0:3], s33 offset:16
	buffer_load_dword v15, off, s[0:3], s33 offset:20
	global_load_dwordx2 v[0:1], v[12:13], off glc
	global_load_dwordx2 v[2:3], v[12:13], off offset:8 glc
	global_load_dwordx2 v[4:5], v[12:13], off offset:16 glc
	global_load_dwordx2 v[6:7], v[12:13], off offset:24 glc
	global_load_dword v34, v[14:15], off glc
	global_load_dword v34, v[14:15], off offset:20 glc
	global_store_dword v[14:15], v43, off offset:8
	global_store_dword v[14:15], v41, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[14:15], v42, off
	buffer_load_dword v9, off, s[0:3], s33 offset:24
	buffer_store_dword v11, v18, s[0:3], 0 offen offset:36
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v2, v8, s[0:3], 0 offen
	buffer_store_dword v44, v12, s[0:3], 0 offen
	buffer_load_dword v13, off, s[0:3], s33 offset:84
	buffer_load_dword v14, off, s[0:3], s33 offset:96
	buffer_load_dword v15, v8, s[0:3], 0 offen
	buffer_store_dword v8, v18, s[0:3], 0 offen
	buffer_store_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v18, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v18, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v18, s[0:3], 0 offen offset:20
	buffer_store_dword v1, v18, s[0:3], 0 offen offset:16
	buffer_store_dword v1, v18, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	buffer_store_dword v1, v18, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_load_dword v11, off, s[0:3], s33 offset:24
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v8, v18, s[0:3], 0 offen
	buffer_load_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v10, s[0:3], 0 offen
	buffer_store_dword v42, v12, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:80
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	global_load_dword v24, v[8:9], off glc
	global_load_dwordx2 v[2:3], v[8:9], off glc
	buffer_load_dword v2, off, s[0:3], s33 offset:36
	buffer_load_dword v6, off, s[0:3], s33 offset:28
	buffer_load_dword v2, off, s[0:3], s33 offset:40
	buffer_load_dword v8, v18, s[0:3], 0 offen
	buffer_load_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v10, s[0:3], 0 offen
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v10, off, s[0:3], s33 offset:104
	buffer_load_dword v1, v23, s[0:3], 0 offen offset:40
	buffer_load_dword v0, v23, s[0:3], 0 offen offset:44
	buffer_load_dword v0, v23, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	buffer_load_dword v0, v23, s[0:3], 0 offen
	buffer_load_dword v1, v23, s[0:3], 0 offen offset:4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v0, v23, s[0:3], 0 offen
	buffer_load_dword v1, v23, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v9, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	buffer_load_dword v9, off, s[0:3], s33 offset:36
	buffer_load_dword v2, off, s[0:3], s33 offset:84
	buffer_load_dword v3, off, s[0:3], s33 offset:96
	buffer_load_dword v24, v23, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v3, off, s[0:3], s33 offset:92
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	buffer_load_dword v2, v23, s[0:3], 0 offen offset:36
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	buffer_load_dword v10, off, s[0:3], s33 offset:104
	buffer_load_dword v13, v12, s[0:3], 0 offen offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:80
	buffer_load_dword v15, off, s[0:3], s33 offset:84
	buffer_load_dword v3, v12, s[0:3], 0 offen offset:24
	buffer_load_dword v4, v12, s[0:3], 0 offen offset:28
	buffer_load_dword v14, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[2:3], v[2:3], off offset:16 glc
	buffer_store_dword v25, v12, s[0:3], 0 offen offset:16
	buffer_load_dword v16, v12, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v12, s[0:3], 0 offen
	buffer_load_dword v5, v12, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v12, s[0:3], 0 offen offset:32
	buffer_store_dword v3, v12, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v12, s[0:3], 0 offen
	buffer_load_dword v4, v12, s[0:3], 0 offen offset:12
	buffer_load_dword v24, v12, s[0:3], 0 offen offset:8
	buffer_load_dword v24, v12, s[0:3], 0 offen offset:8
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v15, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v2, v12, s[0:3], 0 offen offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v10, off, s[0:3], s33 offset:104
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v13, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v18, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v23, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:96
	buffer_load_dword v4, off, s[0:3], s33 offset:68
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v6, off, s[0:3], s33 offset:80
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v17, off, s[0:3], s33 offset:4
	buffer_load_dword v2, v13, s[0:3], 0 offen
	buffer_load_dword v3, v13, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[6:7], v[34:35], off offset:16
	global_store_dwordx2 v[6:7], v[4:5], off offset:24
	global_store_dwordx2 v[6:7], v[2:3], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v18, off, s[0:3], s33 offset:84
	buffer_load_dword v23, off, s[0:3], s33 offset:96
	buffer_load_dword v2, off, s[0:3], s33 offset:68
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v13, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s33 offset:80
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v13, s[0:3], 0 offen offset:12
	buffer_load_dword v5, off, s[0:3], s33
	buffer_load_dword v7, off, s[0:3], s33 offset:4
	buffer_load_dword v24, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v36, v13, s[0:3], 0 offen offset:16
	buffer_load_dword v37, v13, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[34:35], off offset:24
	global_store_dwordx2 v[6:7], v[0:1], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_store_dword v0, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v13, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v24, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v24, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v10, off, s[0:3], s33 offset:104
	buffer_load_dword v15, v9, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v9, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v18, v9, s[0:3], 0 offen offset:48
	buffer_load_dword v23, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:96
	buffer_load_dword v4, off, s[0:3], s33 offset:68
	buffer_load_dword v16, v9, s[0:3], 0 offen offset:36
	buffer_load_dword v6, off, s[0:3], s33 offset:80
	buffer_load_dword v7, off, s[0:3], s33
	buffer_load_dword v17, off, s[0:3], s33 offset:4
	buffer_load_dword v2, v9, s[0:3], 0 offen
	buffer_load_dword v3, v9, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[6:7], v[34:35], off offset:16
	global_store_dwordx2 v[6:7], v[4:5], off offset:24
	global_store_dwordx2 v[6:7], v[2:3], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v1, v9, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v9, s[0:3], 0 offen offset:48
	buffer_load_dword v18, off, s[0:3], s33 offset:84
	buffer_load_dword v23, off, s[0:3], s33 offset:96
	buffer_load_dword v2, off, s[0:3], s33 offset:68
	buffer_load_dword v16, v9, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v9, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], s33 offset:80
	buffer_load_dword v15, v9, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v9, s[0:3], 0 offen offset:12
	buffer_load_dword v5, off, s[0:3], s33
	buffer_load_dword v7, off, s[0:3], s33 offset:4
	buffer_load_dword v24, v9, s[0:3], 0 offen offset:52
	buffer_load_dword v36, v9, s[0:3], 0 offen offset:16
	buffer_load_dword v37, v9, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[34:35], off offset:24
	global_store_dwordx2 v[6:7], v[0:1], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_store_dword v0, v9, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v9, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v9, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v9, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v9, s[0:3], 0 offen offset:36
	buffer_load_dword v24, v9, s[0:3], 0 offen offset:32
	buffer_load_dword v24, v9, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v2, v9, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v11, off, s[0:3], s33 offset:8
	buffer_load_dword v12, off, s[0:3], s33 offset:12
	buffer_load_dword v6, v0, s[0:3], 0 offen
	global_store_dwordx2 v[4:5], v[6:7], off
	buffer_load_dword v2, off, s[0:3], s33 offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v3, off, s[0:3], s33 offset:96
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:108
	buffer_load_dword v6, off, s[0:3], s33 offset:60
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:32
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v1, off, s[0:3], s33 offset:112
	buffer_load_dword v4, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v4, off, s[0:3], s33 offset:64
	buffer_load_dword v8, off, s[0:3], s33 offset:80
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v12, off, s[0:3], s33 offset:8
	buffer_load_dword v13, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[8:9], v[6:7], off
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_load_dword v7, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	buffer_load_dword v8, off, s[0:3], s33 offset:80
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v5, off, s[0:3], s33 offset:72
	buffer_load_dword v11, off, s[0:3], s33 offset:96
	buffer_load_dword v12, off, s[0:3], s33
	buffer_load_dword v13, off, s[0:3], s33 offset:4
	global_store_dwordx2 v[8:9], v[2:3], off
	global_store_dwordx2 v[8:9], v[10:11], off offset:8
	buffer_load_dword v7, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v24, off, s[0:3], s33 offset:116
	buffer_load_dword v10, off, s[0:3], s33 offset:8
	buffer_load_dword v11, off, s[0:3], s33 offset:12
	buffer_load_dword v6, v1, s[0:3], 0 offen
	global_store_dwordx2 v[4:5], v[6:7], off
	buffer_load_dword v2, off, s[0:3], s33 offset:92
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v4, off, s[0:3], s33 offset:96
	buffer_load_dword v5, off, s[0:3], s33 offset:108
	buffer_load_dword v6, off, s[0:3], s33 offset:60
	buffer_load_dword v7, v1, s[0:3], 0 offen offset:32
	buffer_load_dword v5, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v0, off, s[0:3], s33 offset:108
	buffer_load_dword v1, off, s[0:3], s33 offset:112
	buffer_load_dword v4, off, s[0:3], s33 offset:60
	buffer_load_dword v4, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v6, off, s[0:3], s33 offset:84
	buffer_load_dword v7, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	global_store_dword v[8:9], v2, off
	global_store_dword v[8:9], v3, off
	global_store_dword v[2:3], v12, off
	global_store_dword v[0:1], v13, off offset:4
	global_load_dword v2, v[0:1], off glc
	buffer_load_dword v2, off, s[0:3], s33 offset:88
	global_load_dword v8, v[0:1], off glc
	global_load_dword v2, v[0:1], off offset:20 glc
	global_store_dword v[0:1], v43, off offset:8
	global_store_dword v[0:1], v41, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v42, off
	buffer_load_dword v7, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:640 ; 4-byte Folded Reload
	v_readlane_b32 s97, v20, 1
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
	buffer_load_dword v19, off, s[0:3], s33 offset:632 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:636 ; 4-byte Folded Reload
swatomic_begin_:                        ; @swatomic_begin_
	global_load_dword v8, v[4:5], off offset:28
	global_load_dword v7, v[4:5], off offset:40
	global_load_dword v13, v[4:5], off offset:32
	global_load_dwordx2 v[16:17], v[16:17], off glc
	v_readfirstlane_b32 s7, v11
swatomic_op32_:                         ; @swatomic_op32_
	buffer_store_dword v26, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
swatomic_indexed_add_items_:            ; @swatomic_indexed_add_items_
	buffer_store_dword v26, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	flat_load_dword v1, v[28:29] offset:48
	flat_load_dword v0, v[28:29] offset:52
	global_load_ubyte v0, v[0:1], off
	global_load_dword v0, v[0:1], off
	global_load_dword v5, v[2:3], off
	global_store_dword v[2:3], v0, off
	v_readlane_b32 s58, v26, 26
	v_readlane_b32 s57, v26, 25
	v_readlane_b32 s56, v26, 24
	v_readlane_b32 s55, v26, 23
	v_readlane_b32 s54, v26, 22
	v_readlane_b32 s53, v26, 21
	v_readlane_b32 s52, v26, 20
	v_readlane_b32 s51, v26, 19
	v_readlane_b32 s50, v26, 18
	v_readlane_b32 s49, v26, 17
	v_readlane_b32 s48, v26, 16
	v_readlane_b32 s47, v26, 15
	v_readlane_b32 s46, v26, 14
	v_readlane_b32 s45, v26, 13
	v_readlane_b32 s44, v26, 12
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
	v_readlane_b32 s4, v40, 0
	buffer_load_dword v26, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_indexed_add:                   ; @swatomic_indexed_add
	global_load_dwordx2 v[4:5], v[4:5], off glc
	buffer_store_dword v5, off, s[0:3], 0 offset:644
	buffer_store_dword v5, off, s[0:3], 0 offset:640
	buffer_store_dword v5, off, s[0:3], 0 offset:652
	buffer_store_dword v5, off, s[0:3], 0 offset:648
	buffer_store_dword v5, off, s[0:3], 0 offset:660
	buffer_store_dword v5, off, s[0:3], 0 offset:656
	buffer_store_dword v5, off, s[0:3], 0 offset:664
	buffer_store_dword v3, off, s[0:3], 0 offset:668
	buffer_store_dword v3, off, s[0:3], 0 offset:672
	buffer_store_dword v2, off, s[0:3], 0 offset:676
	buffer_store_dword v0, off, s[0:3], 0 offset:680
	buffer_store_dword v1, off, s[0:3], 0 offset:684
	buffer_store_dword v0, off, s[0:3], 0 offset:688
	buffer_store_dword v0, off, s[0:3], 0 offset:692
	buffer_store_dword v4, off, s[0:3], 0 offset:696
	buffer_load_dword v1, off, s[0:3], 0 offset:688
	buffer_store_dword v1, off, s[0:3], 0 offset:688
	buffer_load_dword v0, off, s[0:3], 0 offset:692
	global_load_ubyte v0, v[0:1], off
	global_load_dword v2, v[0:1], off
	global_load_dword v5, v[0:1], off
	global_store_dword v[2:3], v0, off
	buffer_load_dword v0, off, s[0:3], 0 offset:696
	buffer_load_dword v0, off, s[0:3], 0 offset:668
	buffer_load_dword v3, off, s[0:3], 0 offset:668
	buffer_load_dword v0, off, s[0:3], 0 offset:680
	buffer_load_dword v6, off, s[0:3], 0 offset:640
	buffer_load_dword v7, off, s[0:3], 0 offset:644
	global_store_dwordx2 v[4:5], v[2:3], off
	global_store_dwordx2 v[4:5], v[2:3], off offset:8
	global_load_dwordx2 v[0:1], v3, s[50:51] offset:36
	buffer_store_dword v2, off, s[0:3], 0 offset:12
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:20
	buffer_store_dword v6, off, s[0:3], 0 offset:16
	buffer_store_dword v7, off, s[0:3], 0 offset:28
	buffer_store_dword v8, off, s[0:3], 0 offset:24
	buffer_store_dword v9, off, s[0:3], 0 offset:88
	buffer_store_dword v10, off, s[0:3], 0 offset:92
	buffer_store_dword v12, off, s[0:3], 0 offset:100
	buffer_store_dword v14, off, s[0:3], 0 offset:32
	buffer_store_dword v7, off, s[0:3], 0 offset:116
	buffer_store_dword v2, off, s[0:3], 0 offset:96
	buffer_store_dword v10, off, s[0:3], 0 offset:120
	buffer_store_dword v0, off, s[0:3], 0 offset:112
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	buffer_store_dword v4, off, s[0:3], 0 offset:124
	buffer_store_dword v7, off, s[0:3], 0 offset:108
	buffer_store_dword v0, off, s[0:3], 0 offset:36
	buffer_store_dword v0, off, s[0:3], 0 offset:40
	buffer_store_dword v6, off, s[0:3], 0 offset:44
	buffer_store_dword v9, off, s[0:3], 0 offset:48
	buffer_store_dword v0, off, s[0:3], 0 offset:52
	buffer_store_dword v0, off, s[0:3], 0 offset:56
	buffer_store_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v0, off, s[0:3], 0 offset:64
	buffer_store_dword v0, off, s[0:3], 0 offset:68
	buffer_store_dword v0, off, s[0:3], 0 offset:72
	buffer_store_dword v0, off, s[0:3], 0 offset:76
	buffer_store_dword v0, off, s[0:3], 0 offset:80
	buffer_store_dword v6, off, s[0:3], 0 offset:84
	global_load_dwordx2 v[14:15], v[14:15], off glc
	global_load_dwordx2 v[0:1], v[0:1], off glc
	global_load_dwordx2 v[0:1], v[16:17], off glc
	global_store_dwordx2 v[16:17], v[0:1], off
	global_store_dwordx2 v[16:17], v[0:1], off offset:8
	buffer_load_dword v6, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	buffer_load_dword v1, off, s[0:3], 0 offset:56
	buffer_load_dword v2, off, s[0:3], 0 offset:60
	buffer_load_dword v1, off, s[0:3], 0 offset:64
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:72
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v6, off, s[0:3], 0 offset:104
	buffer_load_dword v7, off, s[0:3], 0 offset:8
	buffer_load_dword v11, off, s[0:3], 0 offset:12
	global_load_dwordx2 v[4:5], v[10:11], off glc
	global_load_dwordx2 v[6:7], v[10:11], off offset:8 glc
	buffer_load_dword v10, off, s[0:3], 0 offset:108
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:108
	buffer_load_dword v11, off, s[0:3], 0 offset:52
	buffer_load_dword v5, off, s[0:3], 0 offset:72
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:72
	buffer_load_dword v5, off, s[0:3], 0 offset:88
	buffer_load_dword v7, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v12, off, s[0:3], 0 offset:16
	buffer_load_dword v13, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[8:9], v[2:3], off
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:116
	buffer_load_dword v0, off, s[0:3], 0 offset:120
	buffer_load_dword v0, off, s[0:3], 0 offset:120
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_load_dword v60, off, s[0:3], 0 offset:100
	buffer_load_dword v20, off, s[0:3], 0 offset:8
	buffer_load_dword v23, off, s[0:3], 0 offset:12
	global_load_dwordx2 v[12:13], v[2:3], off glc
	global_load_dwordx2 v[14:15], v[2:3], off offset:8 glc
	global_load_dwordx2 v[8:9], v[2:3], off glc
	global_load_dwordx2 v[10:11], v[2:3], off offset:8 glc
	global_load_dwordx2 v[4:5], v[2:3], off glc
	global_load_dwordx2 v[6:7], v[2:3], off offset:8 glc
	global_load_dwordx2 v[0:1], v[60:61], off glc
	global_load_dwordx2 v[2:3], v[60:61], off offset:8 glc
	buffer_load_dword v20, off, s[0:3], 0 offset:116
	buffer_load_dword v23, off, s[0:3], 0 offset:68
	buffer_load_dword v12, off, s[0:3], 0 offset:84
	buffer_load_dword v20, off, s[0:3], 0 offset:84
	buffer_load_dword v59, off, s[0:3], 0 offset:108
	buffer_load_dword v20, off, s[0:3], 0 offset:84
	buffer_load_dword v59, off, s[0:3], 0 offset:108
	buffer_load_dword v59, off, s[0:3], 0 offset:52
	buffer_load_dword v23, off, s[0:3], 0 offset:32
	buffer_load_dword v40, off, s[0:3], 0 offset:84
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v14, off, s[0:3], 0 offset:16
	buffer_load_dword v60, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[12:13], v[14:15], off
	buffer_load_dword v12, off, s[0:3], 0 offset:84
	buffer_load_dword v12, off, s[0:3], 0 offset:120
	buffer_load_dword v12, off, s[0:3], 0 offset:116
	buffer_load_dword v13, off, s[0:3], 0 offset:68
	buffer_load_dword v15, off, s[0:3], 0 offset:84
	buffer_load_dword v20, off, s[0:3], 0 offset:84
	buffer_load_dword v12, off, s[0:3], 0 offset:92
	buffer_load_dword v23, off, s[0:3], 0 offset:100
	buffer_load_dword v42, off, s[0:3], 0 offset:104
	buffer_load_dword v41, off, s[0:3], 0 offset:108
	buffer_load_dword v20, off, s[0:3], 0 offset:84
	buffer_load_dword v41, off, s[0:3], 0 offset:108
	buffer_load_dword v41, off, s[0:3], 0 offset:52
	buffer_load_dword v12, off, s[0:3], 0 offset:32
	buffer_load_dword v13, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v15, off, s[0:3], 0 offset:16
	buffer_load_dword v23, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[10:11], v[8:9], off
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:120
	buffer_load_dword v8, off, s[0:3], 0 offset:116
	buffer_load_dword v9, off, s[0:3], 0 offset:68
	buffer_load_dword v11, off, s[0:3], 0 offset:84
	buffer_load_dword v12, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:92
	buffer_load_dword v13, off, s[0:3], 0 offset:100
	buffer_load_dword v20, off, s[0:3], 0 offset:104
	buffer_load_dword v15, off, s[0:3], 0 offset:108
	buffer_load_dword v12, off, s[0:3], 0 offset:84
	buffer_load_dword v15, off, s[0:3], 0 offset:108
	buffer_load_dword v15, off, s[0:3], 0 offset:52
	buffer_load_dword v8, off, s[0:3], 0 offset:32
	buffer_load_dword v9, off, s[0:3], 0 offset:84
	buffer_load_dword v4, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v11, off, s[0:3], 0 offset:16
	buffer_load_dword v12, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[6:7], v[4:5], off
	buffer_load_dword v4, off, s[0:3], 0 offset:84
	buffer_load_dword v4, off, s[0:3], 0 offset:120
	buffer_load_dword v4, off, s[0:3], 0 offset:116
	buffer_load_dword v5, off, s[0:3], 0 offset:68
	buffer_load_dword v7, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_load_dword v4, off, s[0:3], 0 offset:92
	buffer_load_dword v9, off, s[0:3], 0 offset:100
	buffer_load_dword v12, off, s[0:3], 0 offset:104
	buffer_load_dword v11, off, s[0:3], 0 offset:108
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_load_dword v11, off, s[0:3], 0 offset:108
	buffer_load_dword v11, off, s[0:3], 0 offset:52
	buffer_load_dword v4, off, s[0:3], 0 offset:32
	buffer_load_dword v5, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v7, off, s[0:3], 0 offset:16
	buffer_load_dword v8, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:76
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v8, off, s[0:3], 0 offset:16
	buffer_load_dword v9, off, s[0:3], 0 offset:20
	global_load_dwordx2 v[4:5], v[4:5], off glc
	buffer_wbinvl1_vol
	buffer_load_dword v1, off, s[0:3], 0 offset:76
	buffer_load_dword v3, off, s[0:3], 0 offset:84
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:24
	buffer_load_dword v1, off, s[0:3], 0 offset:28
	global_load_dword v4, v[0:1], off glc
	global_load_dword v2, v[0:1], off offset:20 glc
	global_store_dword v[0:1], v48, off offset:8
	global_store_dword v[0:1], v46, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v47, off
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:112
	buffer_load_dword v3, off, s[0:3], 0 offset:40
	buffer_load_dword v6, off, s[0:3], 0 offset:56
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	buffer_store_dword v21, v18, s[0:3], 0 offen offset:40
	buffer_store_dword v0, v18, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:52
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_store_dword v20, v18, s[0:3], 0 offen offset:32
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_load_dword v1, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v1, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	global_load_dwordx2 v[0:1], v[12:13], off glc
	global_load_dwordx2 v[2:3], v[12:13], off offset:8 glc
	buffer_load_dword v0, off, s[0:3], 0 offset:32
	global_load_dwordx2 v[4:5], v[12:13], off offset:16 glc
	global_load_dwordx2 v[6:7], v[12:13], off offset:24 glc
	buffer_load_dword v14, off, s[0:3], 0 offset:24
	buffer_load_dword v15, off, s[0:3], 0 offset:28
	global_load_dwordx2 v[0:1], v[12:13], off glc
	global_load_dwordx2 v[2:3], v[12:13], off offset:8 glc
	global_load_dwordx2 v[4:5], v[12:13], off offset:16 glc
	global_load_dwordx2 v[6:7], v[12:13], off offset:24 glc
	global_load_dword v23, v[14:15], off glc
	global_load_dword v23, v[14:15], off offset:20 glc
	global_store_dword v[14:15], v48, off offset:8
	global_store_dword v[14:15], v46, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[14:15], v47, off
	buffer_load_dword v9, off, s[0:3], 0 offset:32
	buffer_store_dword v11, v18, s[0:3], 0 offen offset:36
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v2, v8, s[0:3], 0 offen
	buffer_store_dword v49, v12, s[0:3], 0 offen
	buffer_load_dword v13, off, s[0:3], 0 offset:92
	buffer_load_dword v14, off, s[0:3], 0 offset:104
	buffer_load_dword v15, v8, s[0:3], 0 offen
	buffer_store_dword v8, v18, s[0:3], 0 offen
	buffer_store_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v18, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v18, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v18, s[0:3], 0 offen offset:20
	buffer_store_dword v1, v18, s[0:3], 0 offen offset:16
	buffer_store_dword v1, v18, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], 0 offset:88
	buffer_store_dword v1, v18, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:108
	buffer_load_dword v2, off, s[0:3], 0 offset:64
	buffer_load_dword v11, off, s[0:3], 0 offset:32
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v8, v18, s[0:3], 0 offen
	buffer_load_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v10, s[0:3], 0 offen
	buffer_store_dword v47, v12, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:88
	buffer_load_dword v2, off, s[0:3], 0 offset:40
	global_load_dword v20, v[8:9], off glc
	global_load_dwordx2 v[2:3], v[8:9], off glc
	buffer_load_dword v2, off, s[0:3], 0 offset:44
	buffer_load_dword v6, off, s[0:3], 0 offset:36
	buffer_load_dword v2, off, s[0:3], 0 offset:48
	buffer_load_dword v8, v18, s[0:3], 0 offen
	buffer_load_dword v9, v18, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v10, s[0:3], 0 offen
	buffer_load_dword v11, v4, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	buffer_load_dword v10, off, s[0:3], 0 offset:112
	buffer_load_dword v1, v19, s[0:3], 0 offen offset:40
	buffer_load_dword v0, v19, s[0:3], 0 offen offset:44
	buffer_load_dword v0, v19, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:88
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v1, off, s[0:3], 0 offset:80
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v2, off, s[0:3], 0 offset:56
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v1, off, s[0:3], 0 offset:36
	buffer_load_dword v0, v19, s[0:3], 0 offen
	buffer_load_dword v1, v19, s[0:3], 0 offen offset:4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v0, v19, s[0:3], 0 offen
	buffer_load_dword v1, v19, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v9, off, s[0:3], 0 offset:48
	buffer_load_dword v3, off, s[0:3], 0 offset:40
	buffer_load_dword v9, off, s[0:3], 0 offset:44
	buffer_load_dword v2, off, s[0:3], 0 offset:92
	buffer_load_dword v3, off, s[0:3], 0 offset:104
	buffer_load_dword v20, v19, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v1, off, s[0:3], 0 offset:12
	buffer_load_dword v3, off, s[0:3], 0 offset:100
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	buffer_load_dword v2, v19, s[0:3], 0 offen offset:36
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	buffer_load_dword v10, off, s[0:3], 0 offset:112
	buffer_load_dword v13, v12, s[0:3], 0 offen offset:16
	buffer_load_dword v2, off, s[0:3], 0 offset:88
	buffer_load_dword v14, off, s[0:3], 0 offset:92
	buffer_load_dword v3, v12, s[0:3], 0 offen offset:24
	buffer_load_dword v4, v12, s[0:3], 0 offen offset:28
	buffer_load_dword v15, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:16
	buffer_load_dword v1, off, s[0:3], 0 offset:20
	global_load_dwordx2 v[2:3], v[2:3], off offset:16 glc
	buffer_store_dword v21, v12, s[0:3], 0 offen offset:16
	buffer_load_dword v16, v12, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v12, s[0:3], 0 offen
	buffer_load_dword v5, v12, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v12, s[0:3], 0 offen offset:32
	buffer_store_dword v3, v12, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v12, s[0:3], 0 offen
	buffer_load_dword v4, v12, s[0:3], 0 offen offset:12
	buffer_load_dword v20, v12, s[0:3], 0 offen offset:8
	buffer_load_dword v20, v12, s[0:3], 0 offen offset:8
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v2, v12, s[0:3], 0 offen offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	buffer_load_dword v1, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_load_dword v10, off, s[0:3], 0 offset:112
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v13, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v0, off, s[0:3], 0 offset:36
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v18, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v19, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:104
	buffer_load_dword v4, off, s[0:3], 0 offset:76
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v7, off, s[0:3], 0 offset:8
	buffer_load_dword v17, off, s[0:3], 0 offset:12
	buffer_load_dword v2, v13, s[0:3], 0 offen
	buffer_load_dword v3, v13, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[6:7], v[18:19], off offset:16
	global_store_dwordx2 v[6:7], v[4:5], off offset:24
	global_store_dwordx2 v[6:7], v[2:3], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v18, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:104
	buffer_load_dword v2, off, s[0:3], 0 offset:76
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v13, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v13, s[0:3], 0 offen offset:12
	buffer_load_dword v5, off, s[0:3], 0 offset:8
	buffer_load_dword v7, off, s[0:3], 0 offset:12
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v18, v13, s[0:3], 0 offen offset:16
	buffer_load_dword v19, v13, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[18:19], off offset:24
	global_store_dwordx2 v[6:7], v[0:1], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v0, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v13, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	buffer_load_dword v1, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_load_dword v10, off, s[0:3], 0 offset:112
	buffer_load_dword v15, v9, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v9, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v0, off, s[0:3], 0 offset:36
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v18, v9, s[0:3], 0 offen offset:48
	buffer_load_dword v19, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:104
	buffer_load_dword v4, off, s[0:3], 0 offset:76
	buffer_load_dword v16, v9, s[0:3], 0 offen offset:36
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v7, off, s[0:3], 0 offset:8
	buffer_load_dword v17, off, s[0:3], 0 offset:12
	buffer_load_dword v2, v9, s[0:3], 0 offen
	buffer_load_dword v3, v9, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[6:7], v[18:19], off offset:16
	global_store_dwordx2 v[6:7], v[4:5], off offset:24
	global_store_dwordx2 v[6:7], v[2:3], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v1, v9, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v9, s[0:3], 0 offen offset:48
	buffer_load_dword v18, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:104
	buffer_load_dword v2, off, s[0:3], 0 offset:76
	buffer_load_dword v16, v9, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v9, s[0:3], 0 offen
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v15, v9, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v9, s[0:3], 0 offen offset:12
	buffer_load_dword v5, off, s[0:3], 0 offset:8
	buffer_load_dword v7, off, s[0:3], 0 offset:12
	buffer_load_dword v20, v9, s[0:3], 0 offen offset:52
	buffer_load_dword v18, v9, s[0:3], 0 offen offset:16
	buffer_load_dword v19, v9, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[18:19], off offset:24
	global_store_dwordx2 v[6:7], v[0:1], off
	global_store_dwordx2 v[6:7], v[0:1], off offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v0, v9, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v9, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v9, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v9, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v9, s[0:3], 0 offen offset:36
	buffer_load_dword v20, v9, s[0:3], 0 offen offset:32
	buffer_load_dword v20, v9, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v2, v9, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	buffer_load_dword v1, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v11, off, s[0:3], 0 offset:16
	buffer_load_dword v12, off, s[0:3], 0 offset:20
	buffer_load_dword v6, v0, s[0:3], 0 offen
	global_store_dwordx2 v[4:5], v[6:7], off
	buffer_load_dword v2, off, s[0:3], 0 offset:100
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v3, off, s[0:3], 0 offset:104
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v5, off, s[0:3], 0 offset:116
	buffer_load_dword v6, off, s[0:3], 0 offset:68
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:32
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v0, off, s[0:3], 0 offset:116
	buffer_load_dword v1, off, s[0:3], 0 offset:120
	buffer_load_dword v4, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v4, off, s[0:3], 0 offset:72
	buffer_load_dword v8, off, s[0:3], 0 offset:88
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v12, off, s[0:3], 0 offset:16
	buffer_load_dword v13, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[8:9], v[6:7], off
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_load_dword v7, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:72
	buffer_load_dword v8, off, s[0:3], 0 offset:88
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v5, off, s[0:3], 0 offset:80
	buffer_load_dword v11, off, s[0:3], 0 offset:104
	buffer_load_dword v12, off, s[0:3], 0 offset:8
	buffer_load_dword v13, off, s[0:3], 0 offset:12
	global_store_dwordx2 v[8:9], v[2:3], off
	global_store_dwordx2 v[8:9], v[10:11], off offset:8
	buffer_load_dword v7, off, s[0:3], 0 offset:92
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	buffer_load_dword v20, off, s[0:3], 0 offset:124
	buffer_load_dword v10, off, s[0:3], 0 offset:16
	buffer_load_dword v11, off, s[0:3], 0 offset:20
	buffer_load_dword v6, v1, s[0:3], 0 offen
	global_store_dwordx2 v[4:5], v[6:7], off
	buffer_load_dword v2, off, s[0:3], 0 offset:100
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v4, off, s[0:3], 0 offset:104
	buffer_load_dword v5, off, s[0:3], 0 offset:116
	buffer_load_dword v6, off, s[0:3], 0 offset:68
	buffer_load_dword v7, v1, s[0:3], 0 offen offset:32
	buffer_load_dword v5, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v0, off, s[0:3], 0 offset:116
	buffer_load_dword v1, off, s[0:3], 0 offset:120
	buffer_load_dword v4, off, s[0:3], 0 offset:68
	buffer_load_dword v4, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v6, off, s[0:3], 0 offset:92
	buffer_load_dword v7, off, s[0:3], 0 offset:88
	buffer_load_dword v0, off, s[0:3], 0 offset:24
	buffer_load_dword v1, off, s[0:3], 0 offset:28
	global_store_dword v[8:9], v2, off
	global_store_dword v[8:9], v3, off
	global_store_dword v[2:3], v12, off
	global_store_dword v[0:1], v13, off offset:4
	global_load_dword v2, v[0:1], off glc
	buffer_load_dword v2, off, s[0:3], 0 offset:96
	global_load_dword v8, v[0:1], off glc
	global_load_dword v2, v[0:1], off offset:20 glc
	global_store_dword v[0:1], v48, off offset:8
	global_store_dword v[0:1], v46, off offset:12
	buffer_wbinvl1_vol
	global_store_dword v[0:1], v47, off
	buffer_load_dword v7, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:92
swatomic_residency_check:               ; @swatomic_residency_check
	global_store_dword v0, v1, s[0:1]
	v_readfirstlane_b32 s3, v1
	global_load_dword v2, v0, s[4:5] glc
	global_store_dword v0, v1, s[0:1]
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
