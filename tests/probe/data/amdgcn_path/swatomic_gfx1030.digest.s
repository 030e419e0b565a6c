; swatomic-probe --builtin swatomic --target gfx1030 (-cl-std=CL2.0), amdgcn_evidence_digest of the llc-16 listing
swatomic_load_word_:                    ; @swatomic_load_word_
	global_load_dwordx2 v[0:1], v[0:1], off glc dlc
swatomic_store_word_:                   ; @swatomic_store_word_
	global_store_dwordx2 v[0:1], v[2:3], off
swatomic_load_words2_:                  ; @swatomic_load_words2_
	global_load_dwordx2 v[4:5], v[0:1], off glc dlc
	global_load_dwordx2 v[2:3], v[0:1], off offset:8 glc dlc
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
swatomic_wave_active:                   ; @swatomic_wave_active
swatomic_wave_ballot:                   ; @swatomic_wave_ballot
swatomic_wave_shfl:                     ; @swatomic_wave_shfl
	ds_bpermute_b32 v0, v0, v1
swatomic_wave_shfl64:                   ; @swatomic_wave_shfl64
	ds_bpermute_b32 v0, v3, v1
	ds_bpermute_b32 v1, v3, v2
swatomic_wave_sync:                     ; @swatomic_wave_sync
swatomic_wave_match64:                  ; @swatomic_wave_match64
	ds_bpermute_b32 v5, v6, v1 offset:124
	ds_bpermute_b32 v6, v6, v2 offset:124
swatomic_fmin_:                         ; @swatomic_fmin_
swatomic_fmax_:                         ; @swatomic_fmax_
swatomic_apply_:                        ; @swatomic_apply_
swatomic_foldable_:                     ; @swatomic_foldable_
swatomic_identity_:                     ; @swatomic_identity_
swatomic_cas_local32_:                  ; @swatomic_cas_local32_
	buffer_gl0_inv
swatomic_apply_local_:                  ; @swatomic_apply_local_
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
swatomic_control_cached_:               ; @swatomic_control_cached_
	global_load_dword v0, v[0:1], off
swatomic_raise_:                        ; @swatomic_raise_
	global_store_dword v[0:1], v2, off offset:8
	global_store_dword v[0:1], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v4, off
swatomic_give_up_:                      ; @swatomic_give_up_
	flat_load_dwordx2 v[3:4], v[0:1] offset:16
	flat_load_dword v5, v[0:1] offset:36
	flat_store_dword v[0:1], v6 offset:56
	global_store_dword v[3:4], v2, off offset:8
	global_store_dword v[3:4], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[3:4], v6, off
swatomic_wait_step_:                    ; @swatomic_wait_step_
	flat_load_dword v4, v[2:3]
	flat_store_dword v[2:3], v8
	flat_load_dwordx2 v[6:7], v[0:1] offset:16
	global_load_dword v4, v[6:7], off glc dlc
	flat_store_dword v[0:1], v2 offset:56
	flat_load_dwordx2 v[4:5], v[2:3] offset:16
	flat_store_dwordx2 v[2:3], v[4:5] offset:16
	global_load_dword v9, v[6:7], off offset:24 glc dlc
	flat_load_dword v2, v[0:1] offset:36
	flat_store_dword v[0:1], v3 offset:56
	global_store_dword v[6:7], v4, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[6:7], v3, off
	global_load_dword v5, v[6:7], off offset:4 glc dlc
	flat_load_dword v4, v[2:3] offset:4
	flat_store_dwordx4 v[2:3], v[4:7]
	global_load_dword v2, v[6:7], off offset:16 glc dlc
	flat_load_dword v2, v[0:1] offset:36
	flat_store_dword v[0:1], v4 offset:56
	global_store_dword v[6:7], v4, off offset:8
	global_store_dword v[6:7], v2, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[6:7], v4, off
swatomic_take_slot_:                    ; @swatomic_take_slot_
	flat_load_dword v3, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_dwordx2 v[7:8], v[0:1] offset:16
	global_load_dword v5, v[7:8], off glc dlc
	flat_store_dword v[0:1], v9 offset:56
	global_load_dword v5, v[7:8], off offset:24 glc dlc
	flat_load_dword v5, v[0:1] offset:36
	flat_store_dword v[0:1], v9 offset:56
	global_store_dword v[7:8], v10, off offset:8
	global_store_dword v[7:8], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[7:8], v9, off
	global_load_dword v13, v[7:8], off offset:4 glc dlc
	global_load_dword v5, v[7:8], off offset:16 glc dlc
	flat_load_dword v13, v[0:1] offset:36
	flat_store_dword v[0:1], v9 offset:56
	global_store_dword v[7:8], v9, off offset:8
	global_store_dword v[7:8], v13, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[7:8], v9, off
	flat_load_dword v7, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_dword v4, v[0:1] offset:28
	flat_store_dword v[0:1], v2 offset:56
	flat_load_dword v0, v[0:1] offset:28
swatomic_wait_done_:                    ; @swatomic_wait_done_
	flat_load_dword v4, v[0:1] offset:44
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_load_dwordx2 v[10:11], v[8:9], off glc dlc
	flat_load_dwordx2 v[12:13], v[0:1] offset:16
	global_load_dword v3, v[12:13], off glc dlc
	flat_store_dword v[0:1], v14 offset:56
	global_load_dword v4, v[12:13], off offset:24 glc dlc
	flat_load_dword v3, v[0:1] offset:36
	flat_store_dword v[0:1], v14 offset:56
	global_store_dword v[12:13], v15, off offset:8
	global_store_dword v[12:13], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[12:13], v14, off
	global_load_dword v3, v[12:13], off offset:4 glc dlc
	global_load_dword v3, v[12:13], off offset:16 glc dlc
	flat_load_dword v3, v[0:1] offset:36
	flat_store_dword v[0:1], v14 offset:56
	global_store_dword v[12:13], v14, off offset:8
	global_store_dword v[12:13], v3, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[12:13], v14, off
	buffer_gl0_inv
	buffer_gl1_inv
swatomic_store_record_:                 ; @swatomic_store_record_
	global_store_dwordx2 v[0:1], v[8:9], off offset:16
	global_store_dwordx2 v[0:1], v[12:13], off offset:24
	global_store_dwordx2 v[0:1], v[3:4], off
	global_store_dwordx2 v[0:1], v[5:6], off offset:8
swatomic_post_record_:                  ; @swatomic_post_record_
	flat_load_dword v12, v[0:1] offset:40
	flat_load_dwordx2 v[0:1], v[0:1]
	global_store_dwordx2 v[0:1], v[9:10], off offset:16
	global_store_dwordx2 v[0:1], v[11:12], off offset:24
	global_store_dwordx2 v[0:1], v[4:5], off
	global_store_dwordx2 v[0:1], v[6:7], off offset:8
swatomic_request_:                      ; @swatomic_request_
	flat_load_dword v11, v[0:1] offset:56
	flat_load_dwordx2 v[9:10], v[0:1] offset:16
	flat_load_dword v11, v[0:1] offset:36
	flat_store_dword v[0:1], v12 offset:56
	global_store_dword v[9:10], v13, off offset:8
	global_store_dword v[9:10], v11, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[9:10], v12, off
	flat_store_dword v[0:1], v9 offset:56
	v_mbcnt_lo_u32_b32 v15, -1, 0
	flat_load_dword v9, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_dwordx2 v[13:14], v[0:1] offset:16
	global_load_dword v11, v[13:14], off glc dlc
	flat_store_dword v[0:1], v16 offset:56
	global_load_dword v11, v[13:14], off offset:24 glc dlc
	flat_load_dword v11, v[0:1] offset:36
	flat_store_dword v[0:1], v16 offset:56
	global_store_dword v[13:14], v17, off offset:8
	global_store_dword v[13:14], v11, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[13:14], v16, off
	global_load_dword v20, v[13:14], off offset:4 glc dlc
	global_load_dword v11, v[13:14], off offset:16 glc dlc
	flat_load_dword v20, v[0:1] offset:36
	flat_store_dword v[0:1], v16 offset:56
	global_store_dword v[13:14], v16, off offset:8
	global_store_dword v[13:14], v20, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[13:14], v16, off
	flat_load_dword v13, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_dword v10, v[0:1] offset:28
	flat_store_dword v[0:1], v9 offset:56
	flat_load_dword v9, v[0:1] offset:28
	ds_bpermute_b32 v18, v3, v2 offset:124
	ds_bpermute_b32 v19, v3, v14 offset:124
	ds_bpermute_b32 v13, v2, v5
	ds_bpermute_b32 v14, v2, v6
	ds_bpermute_b32 v20, v3, v6
	ds_bpermute_b32 v2, v3, v5
	ds_bpermute_b32 v15, v11, v5 offset:124
	ds_bpermute_b32 v11, v11, v6 offset:124
	flat_load_dword v3, v[0:1] offset:40
	flat_load_dwordx2 v[5:6], v[0:1]
	global_store_dwordx2 v[5:6], v[11:12], off offset:16
	global_store_dwordx2 v[5:6], v[21:22], off offset:24
	global_store_dwordx2 v[5:6], v[9:10], off
	global_store_dwordx2 v[5:6], v[11:12], off offset:8
	flat_load_dword v5, v[0:1] offset:44
	flat_load_dwordx2 v[11:12], v[0:1] offset:8
	global_load_dwordx2 v[13:14], v[11:12], off glc dlc
	flat_load_dwordx2 v[15:16], v[0:1] offset:16
	global_load_dword v5, v[15:16], off glc dlc
	flat_store_dword v[0:1], v3 offset:56
	global_load_dword v5, v[15:16], off offset:24 glc dlc
	flat_load_dword v5, v[0:1] offset:36
	flat_store_dword v[0:1], v3 offset:56
	global_store_dword v[15:16], v21, off offset:8
	global_store_dword v[15:16], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[15:16], v3, off
	global_load_dword v5, v[15:16], off offset:4 glc dlc
	global_load_dword v5, v[15:16], off offset:16 glc dlc
	flat_load_dword v5, v[0:1] offset:36
	flat_store_dword v[0:1], v3 offset:56
	global_store_dword v[15:16], v3, off offset:8
	global_store_dword v[15:16], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[15:16], v3, off
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_dword v5, v[0:1] offset:40
	flat_load_dwordx2 v[9:10], v[0:1] offset:8
	global_load_dwordx2 v[9:10], v[5:6], off glc dlc
	flat_load_dword v0, v[0:1] offset:28
	buffer_gl0_inv
swatomic_finish_:                       ; @swatomic_finish_
	flat_load_dword v2, v[0:1] offset:56
	flat_load_dword v2, v[0:1] offset:28
	buffer_gl0_inv
	flat_load_dword v4, v[0:1] offset:28
	flat_load_dwordx2 v[2:3], v[0:1]
	flat_load_dword v0, v[0:1] offset:40
	global_store_dwordx2 v[2:3], v[0:1], off
	global_store_dwordx2 v[2:3], v[6:7], off offset:8
swatomic_hash_:                         ; @swatomic_hash_
swatomic_owner_of_:                     ; @swatomic_owner_of_
swatomic_coord_layout_:                 ; @swatomic_coord_layout_
	flat_load_dwordx3 v[5:7], v[1:2] offset:16
	flat_load_dword v10, v[1:2] offset:32
	global_load_dwordx2 v[8:9], v[5:6], off offset:36
	flat_load_dwordx4 v[1:4], v[1:2]
	buffer_store_dword v18, v0, s[0:3], 0 offen offset:92
	v_readfirstlane_b32 s5, v11
	buffer_store_dword v15, v0, s[0:3], 0 offen offset:80
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v1, v0, s[0:3], 0 offen
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:12
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:8
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:20
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:16
	buffer_store_dword v10, v0, s[0:3], 0 offen offset:84
	buffer_store_dword v13, v0, s[0:3], 0 offen offset:88
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:108
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:112
	buffer_store_dword v9, v0, s[0:3], 0 offen offset:96
	buffer_store_dword v8, v0, s[0:3], 0 offen offset:104
	buffer_store_dword v14, v0, s[0:3], 0 offen offset:100
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:116
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:24
	buffer_store_dword v16, v0, s[0:3], 0 offen offset:28
	buffer_store_dword v12, v0, s[0:3], 0 offen offset:32
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:36
	buffer_store_dword v7, v0, s[0:3], 0 offen offset:40
	buffer_store_dword v20, v0, s[0:3], 0 offen offset:44
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:48
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:52
	buffer_store_dword v6, v0, s[0:3], 0 offen offset:56
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:60
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:64
	buffer_store_dword v9, v0, s[0:3], 0 offen offset:68
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:72
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:76
swatomic_words_:                        ; @swatomic_words_
	flat_load_dwordx2 v[0:1], v[0:1]
swatomic_slot_record_:                  ; @swatomic_slot_record_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dwordx2 v[0:1], v[0:1] offset:92
swatomic_channel_record_:               ; @swatomic_channel_record_
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
swatomic_done_word_:                    ; @swatomic_done_word_
	flat_load_dword v4, v[0:1] offset:116
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
swatomic_ack_:                          ; @swatomic_ack_
	flat_load_dword v5, v[0:1] offset:116
	flat_load_dwordx2 v[0:1], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[0:1], off
swatomic_is_channel_:                   ; @swatomic_is_channel_
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v0, v[0:1] offset:96
swatomic_slot_of_:                      ; @swatomic_slot_of_
	flat_load_dwordx2 v[3:4], v[0:1] offset:92
	flat_load_dword v0, v[0:1] offset:84
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
	flat_load_dword v0, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
swatomic_coord_reserve_:                ; @swatomic_coord_reserve_
	flat_load_dword v4, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v4, v[0:1] offset:100
	flat_load_dword v0, v[0:1] offset:76
	buffer_gl0_inv
	buffer_gl0_inv
swatomic_coord_poll_slot_:              ; @swatomic_coord_poll_slot_
	flat_load_dword v7, v[0:1] offset:112
	flat_load_dword v7, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[7:8], v[0:1] offset:92
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v13, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v12, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:44
	flat_load_dword v2, v[0:1] offset:24
	flat_load_dword v0, v[0:1] offset:76
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[5:6], v[0:1] offset:8
	global_store_dwordx2 v[5:6], v[2:3], off
	flat_load_dword v0, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_load_head_:              ; @swatomic_coord_load_head_
	flat_load_dword v0, v[4:5] offset:112
	flat_load_dword v7, v[4:5] offset:84
	flat_load_dwordx2 v[0:1], v[4:5] offset:92
	flat_load_dwordx2 v[2:3], v[4:5]
	global_load_dwordx2 v[0:1], v[2:3], off glc dlc
	global_load_dwordx2 v[2:3], v[2:3], off offset:8 glc dlc
swatomic_coord_poll_:                   ; @swatomic_coord_poll_
	flat_load_dwordx2 v[2:3], v[0:1] offset:108
	flat_load_dword v3, v[0:1] offset:112
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dwordx2 v[30:31], v[0:1] offset:92
	flat_load_dwordx2 v[32:33], v[0:1]
	global_load_dwordx2 v[14:15], v[4:5], off glc dlc
	global_load_dwordx2 v[16:17], v[4:5], off offset:8 glc dlc
	global_load_dwordx2 v[10:11], v[4:5], off glc dlc
	global_load_dwordx2 v[12:13], v[4:5], off offset:8 glc dlc
	global_load_dwordx2 v[6:7], v[4:5], off glc dlc
	global_load_dwordx2 v[8:9], v[4:5], off offset:8 glc dlc
	global_load_dwordx2 v[2:3], v[4:5], off glc dlc
	global_load_dwordx2 v[4:5], v[4:5], off offset:8 glc dlc
	flat_load_dword v21, v[0:1] offset:108
	flat_load_dword v29, v[0:1] offset:60
	flat_load_dword v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v21, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v32, v[0:1] offset:100
	flat_load_dword v21, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v32, v[0:1] offset:100
	flat_load_dword v32, v[0:1] offset:44
	flat_load_dword v28, v[0:1] offset:24
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v21, v[0:1] offset:84
	flat_load_dword v14, v[0:1] offset:116
	flat_load_dwordx2 v[16:17], v[0:1] offset:8
	global_store_dwordx2 v[14:15], v[20:21], off
	flat_load_dword v14, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v14, v[0:1] offset:112
	flat_load_dword v14, v[0:1] offset:108
	flat_load_dword v15, v[0:1] offset:60
	flat_load_dword v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[14:15], v[0:1] offset:92
	flat_load_dword v23, v[0:1] offset:76
	flat_load_dword v28, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v29, v[0:1] offset:100
	flat_load_dword v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v29, v[0:1] offset:100
	flat_load_dword v29, v[0:1] offset:44
	flat_load_dword v14, v[0:1] offset:24
	flat_load_dword v10, v[0:1] offset:76
	flat_load_dword v14, v[0:1] offset:84
	flat_load_dword v10, v[0:1] offset:116
	flat_load_dwordx2 v[12:13], v[0:1] offset:8
	global_store_dwordx2 v[10:11], v[20:21], off
	flat_load_dword v10, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v10, v[0:1] offset:112
	flat_load_dword v10, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[10:11], v[0:1] offset:92
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dword v16, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v17, v[0:1] offset:100
	flat_load_dword v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v17, v[0:1] offset:100
	flat_load_dword v17, v[0:1] offset:44
	flat_load_dword v10, v[0:1] offset:24
	flat_load_dword v6, v[0:1] offset:76
	flat_load_dword v10, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[6:7], v[20:21], off
	flat_load_dword v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v6, v[0:1] offset:112
	flat_load_dword v6, v[0:1] offset:108
	flat_load_dword v7, v[0:1] offset:60
	flat_load_dword v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[6:7], v[0:1] offset:92
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v12, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v13, v[0:1] offset:100
	flat_load_dword v13, v[0:1] offset:44
	flat_load_dword v6, v[0:1] offset:24
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v6, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:116
	flat_load_dwordx2 v[4:5], v[0:1] offset:8
	global_store_dwordx2 v[2:3], v[20:21], off
	flat_load_dword v2, v[0:1] offset:76
	buffer_gl0_inv
swatomic_coord_poll_channels_:          ; @swatomic_coord_poll_channels_
	flat_load_dword v3, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:64
	flat_load_dword v5, v[0:1] offset:80
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dwordx2 v[6:7], v[0:1]
	global_load_dwordx2 v[5:6], v[13:14], off glc dlc
	global_load_dwordx2 v[7:8], v[13:14], off offset:8 glc dlc
	buffer_gl0_inv
	flat_load_dword v6, v[0:1] offset:100
	flat_load_dword v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v8, v[0:1] offset:100
	flat_load_dword v12, v[0:1] offset:44
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v8, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dwordx2 v[11:12], v[0:1] offset:8
	flat_load_dwordx2 v[13:14], v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	global_store_dwordx2 v[12:13], v[10:11], off
	flat_load_dword v8, v[0:1] offset:76
swatomic_coord_insert_:                 ; @swatomic_coord_insert_
	flat_load_dword v5, v[0:1] offset:100
	flat_load_dword v10, v[0:1] offset:56
	buffer_gl0_inv
	flat_load_dword v13, v[0:1] offset:24
swatomic_coord_load_rest_:              ; @swatomic_coord_load_rest_
	global_load_dwordx2 v[9:10], v[0:1], off offset:16 glc dlc
	global_load_dwordx2 v[11:12], v[0:1], off offset:24 glc dlc
	flat_store_dwordx4 v[7:8], v[9:12]
swatomic_coord_over_:                   ; @swatomic_coord_over_
	flat_load_dwordx2 v[3:4], v[0:1] offset:16
	global_load_dword v0, v[3:4], off glc dlc
	global_load_dword v0, v[3:4], off offset:20 glc dlc
	global_store_dword v[3:4], v1, off offset:8
	global_store_dword v[3:4], v2, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[3:4], v0, off
swatomic_coord_now_:                    ; @swatomic_coord_now_
swatomic_coord_gave_up_:                ; @swatomic_coord_gave_up_
	flat_load_dwordx2 v[3:4], v[0:1] offset:16
	global_load_dword v0, v[3:4], off glc dlc
	global_load_dword v0, v[3:4], off offset:20 glc dlc
	global_store_dword v[3:4], v1, off offset:8
	global_store_dword v[3:4], v2, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[3:4], v0, off
swatomic_coord_await_item_:             ; @swatomic_coord_await_item_
	global_load_dwordx2 v[14:15], v[2:3], off glc dlc
	global_load_dwordx2 v[16:17], v[2:3], off offset:8 glc dlc
	flat_store_dwordx4 v[5:6], v[14:17]
	global_load_dwordx2 v[18:19], v[2:3], off offset:16 glc dlc
	global_load_dwordx2 v[20:21], v[2:3], off offset:24 glc dlc
	flat_store_dwordx4 v[7:8], v[18:21]
	flat_load_dwordx2 v[14:15], v[0:1] offset:16
	global_load_dword v9, v[14:15], off glc dlc
	global_load_dword v9, v[14:15], off offset:20 glc dlc
	global_store_dword v[14:15], v0, off offset:8
	global_store_dword v[14:15], v1, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[14:15], v2, off
swatomic_coord_take_:                   ; @swatomic_coord_take_
	flat_load_dword v6, v[0:1] offset:100
	flat_store_dwordx2 v[3:4], v[5:6] offset:40
	flat_load_dword v5, v[0:1] offset:76
	flat_load_dword v5, v[0:1] offset:44
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_store_dword v[3:4], v5 offset:32
	flat_load_dword v9, v[0:1] offset:64
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v9, v[0:1] offset:60
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dwordx2 v[7:8], v[0:1]
	global_load_dwordx2 v[5:6], v[17:18], off glc dlc
	global_load_dwordx2 v[7:8], v[17:18], off offset:8 glc dlc
	flat_load_dword v5, v[0:1] offset:24
	global_load_dwordx2 v[9:10], v[17:18], off offset:16 glc dlc
	global_load_dwordx2 v[11:12], v[17:18], off offset:24 glc dlc
	global_load_dwordx2 v[5:6], v[17:18], off glc dlc
	global_load_dwordx2 v[7:8], v[17:18], off offset:8 glc dlc
	global_load_dwordx2 v[9:10], v[17:18], off offset:16 glc dlc
	global_load_dwordx2 v[11:12], v[17:18], off offset:24 glc dlc
	flat_load_dwordx2 v[19:20], v[0:1] offset:16
	global_load_dword v23, v[19:20], off glc dlc
	global_load_dword v23, v[19:20], off offset:20 glc dlc
	global_store_dword v[19:20], v13, off offset:8
	global_store_dword v[19:20], v14, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[19:20], v15, off
	flat_load_dword v13, v[0:1] offset:24
	flat_store_dword v[3:4], v19 offset:36
	flat_load_dword v2, v[0:1] offset:84
	flat_load_dword v0, v[0:1] offset:96
	flat_load_dword v1, v[3:4] offset:32
	buffer_gl0_inv
	flat_store_dword v[3:4], v0 offset:40
	flat_load_dword v17, v[0:1] offset:84
	flat_load_dword v18, v[0:1] offset:96
	flat_load_dword v19, v[3:4] offset:32
	flat_store_dwordx4 v[3:4], v[13:16]
	flat_store_dwordx2 v[3:4], v[11:12] offset:16
	flat_store_dword v[3:4], v5 offset:56
	flat_load_dword v5, v[0:1] offset:80
	flat_store_dword v[3:4], v5 offset:48
	flat_load_dword v5, v[0:1] offset:100
	flat_load_dword v8, v[0:1] offset:56
	buffer_gl0_inv
	flat_load_dword v15, v[0:1] offset:24
	flat_load_dwordx2 v[9:10], v[3:4]
	flat_load_dword v11, v[3:4] offset:36
	flat_store_dwordx2 v[3:4], v[7:8] offset:40
	flat_load_dword v7, v[3:4] offset:48
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dword v7, v[0:1] offset:32
	global_load_dword v7, v[9:10], off glc dlc
	global_load_dwordx2 v[7:8], v[9:10], off glc dlc
	flat_load_dword v7, v[0:1] offset:36
	flat_load_dword v9, v[0:1] offset:28
	flat_load_dword v7, v[0:1] offset:40
	buffer_gl0_inv
	flat_load_dword v2, v[3:4] offset:44
	flat_load_dword v11, v[3:4] offset:36
	flat_load_dword v7, v[0:1] offset:32
	flat_load_dwordx2 v[2:3], v[3:4]
	flat_load_dword v4, v[0:1] offset:48
	buffer_gl0_inv
swatomic_coord_apply_:                  ; @swatomic_coord_apply_
	flat_load_dword v4, v[2:3] offset:40
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v4, v[2:3] offset:32
	flat_load_dword v5, v[0:1] offset:92
	flat_load_dword v6, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v7, v[0:1] offset:64
	flat_store_dword v[2:3], v0 offset:40
	flat_load_dword v4, v[0:1] offset:48
	flat_load_dword v8, v[2:3] offset:44
	flat_load_dword v14, v[2:3] offset:48
	flat_load_dword v5, v[0:1] offset:80
	flat_load_dword v16, v[2:3] offset:36
	flat_load_dword v6, v[0:1] offset:28
	flat_load_dwordx2 v[4:5], v[2:3] offset:8
	flat_load_dword v17, v[0:1] offset:100
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
	flat_load_dword v4, v[0:1] offset:52
	flat_load_dword v5, v[2:3] offset:44
	flat_store_dwordx2 v[2:3], v[6:7] offset:24
	flat_store_dword v[2:3], v8 offset:40
	buffer_gl0_inv
	flat_load_dword v0, v[0:1] offset:72
	flat_store_dword v[2:3], v1 offset:40
	buffer_gl0_inv
	flat_store_dword v[2:3], v0 offset:52
	flat_load_dword v9, v[0:1] offset:28
	flat_load_dword v14, v[2:3] offset:36
	flat_load_dwordx4 v[4:7], v[2:3] offset:8
	flat_load_dword v15, v[0:1] offset:100
	flat_load_dwordx2 v[0:1], v[0:1] offset:16
	global_store_dword v[0:1], v4, off offset:8
	global_store_dword v[0:1], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v6, off
	flat_store_dword v[2:3], v4 offset:40
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
	flat_store_dwordx2 v[2:3], v[0:1] offset:24
swatomic_coord_publish_:                ; @swatomic_coord_publish_
	flat_load_dword v6, v[3:4] offset:40
	flat_load_dword v5, v[3:4] offset:44
	flat_load_dword v5, v[3:4] offset:48
	flat_load_dword v6, v[0:1] offset:80
	flat_load_dword v6, v[0:1] offset:52
	flat_load_dword v6, v[0:1] offset:72
	buffer_gl0_inv
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
	buffer_gl0_inv
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
	flat_load_dword v2, v[2:3] offset:32
	flat_load_dword v4, v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v0, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_send_:                   ; @swatomic_coord_send_
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dword v15, v[0:1] offset:68
	flat_load_dword v16, v[2:3] offset:48
	flat_load_dwordx2 v[11:12], v[0:1] offset:80
	flat_load_dword v13, v[2:3] offset:36
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[9:10], v[2:3]
	global_store_dwordx2 v[0:1], v[6:7], off offset:16
	global_store_dwordx2 v[0:1], v[11:12], off offset:24
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dwordx2 v[0:1], v[4:5], off offset:8
swatomic_coord_answer_new_:             ; @swatomic_coord_answer_new_
	flat_load_dword v5, v[3:4] offset:44
	flat_load_dword v5, v[0:1] offset:48
	flat_load_dword v7, v[3:4] offset:48
	flat_load_dword v8, v[0:1] offset:68
	flat_load_dword v9, v[0:1] offset:52
	flat_load_dwordx2 v[5:6], v[0:1] offset:80
	flat_load_dword v10, v[0:1] offset:96
	flat_load_dword v16, v[0:1] offset:28
	flat_load_dword v13, v[3:4] offset:36
	flat_load_dwordx2 v[14:15], v[0:1]
	flat_load_dwordx2 v[11:12], v[3:4]
	global_store_dwordx2 v[7:8], v[14:15], off offset:16
	global_store_dwordx2 v[7:8], v[9:10], off offset:24
	global_store_dwordx2 v[7:8], v[11:12], off
	global_store_dwordx2 v[7:8], v[5:6], off offset:8
	flat_load_dword v5, v[3:4] offset:40
	flat_load_dwordx2 v[12:13], v[3:4] offset:48
	flat_load_dword v2, v[0:1] offset:96
	flat_load_dword v14, v[0:1] offset:68
	flat_load_dwordx2 v[9:10], v[0:1] offset:80
	flat_load_dword v11, v[3:4] offset:36
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx4 v[5:8], v[3:4]
	flat_load_dwordx2 v[3:4], v[3:4] offset:16
	global_store_dwordx2 v[0:1], v[3:4], off offset:16
	global_store_dwordx2 v[0:1], v[12:13], off offset:24
	global_store_dwordx2 v[0:1], v[6:7], off
	global_store_dwordx2 v[0:1], v[4:5], off offset:8
	flat_load_dword v0, v[0:1] offset:52
	flat_load_dword v1, v[3:4] offset:44
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
	buffer_gl0_inv
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:96
	flat_load_dword v2, v[3:4] offset:32
	flat_load_dword v4, v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v0, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_answer_sent_:            ; @swatomic_coord_answer_sent_
	flat_load_dword v10, v[2:3] offset:40
	flat_load_dwordx2 v[8:9], v[2:3] offset:48
	flat_load_dwordx2 v[4:5], v[0:1] offset:80
	flat_load_dword v14, v[0:1] offset:96
	flat_load_dwordx2 v[6:7], v[0:1] offset:8
	global_load_dwordx2 v[8:9], v[8:9], off offset:16 glc dlc
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
	buffer_gl0_inv
	flat_load_dword v4, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:96
	flat_load_dword v2, v[2:3] offset:32
	flat_load_dword v4, v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v0, v[0:1] offset:60
	flat_load_dword v0, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_post_:                   ; @swatomic_coord_post_
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
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
	buffer_gl0_inv
swatomic_coord_reply_:                  ; @swatomic_coord_reply_
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v9, v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[7:8], v[0:1] offset:8
	global_store_dwordx2 v[9:10], v[7:8], off
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v5, v[0:1] offset:84
swatomic_coord_poll_replies_:           ; @swatomic_coord_poll_replies_
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:68
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[9:10], v[0:1] offset:8
	global_load_dwordx2 v[8:9], v[8:9], off glc dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_dword v5, v[0:1] offset:68
	flat_load_dword v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v5, v[0:1] offset:84
swatomic_coord_begin_:                  ; @swatomic_coord_begin_
	flat_load_dwordx2 v[2:3], v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:60
	flat_load_dwordx2 v[3:4], v[0:1] offset:8
	flat_load_dword v10, v[0:1] offset:84
	flat_load_dword v5, v[0:1] offset:116
	global_load_dwordx2 v[10:11], v[10:11], off glc dlc
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:112
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v2, v[0:1] offset:72
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:80
	flat_load_dword v2, v[0:1] offset:116
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_load_dwordx2 v[5:6], v[5:6], off glc dlc
	flat_load_dwordx2 v[10:11], v[0:1] offset:64
	flat_load_dwordx2 v[5:6], v[0:1] offset:80
	flat_load_dword v2, v[0:1] offset:116
	global_load_dwordx2 v[5:6], v[5:6], off glc dlc
	flat_load_dword v2, v[0:1] offset:80
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v12, v[0:1] offset:96
	flat_load_dwordx2 v[8:9], v[0:1]
	global_store_dwordx2 v[8:9], v[5:6], off
	global_store_dwordx2 v[8:9], v[5:6], off offset:8
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:32
swatomic_coord_new_pass_:               ; @swatomic_coord_new_pass_
	flat_load_dword v2, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coord_end_pass_:               ; @swatomic_coord_end_pass_
	flat_load_dwordx2 v[3:4], v[0:1] offset:76
	flat_load_dwordx2 v[5:6], v[0:1] offset:16
	global_store_dword v[11:12], v7, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[11:12], v8, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[7:8], v2, off
	flat_load_dword v4, v[0:1] offset:80
	global_store_dword v[5:6], v2, off offset:4
	global_load_dword v2, v[5:6], off glc dlc
	flat_load_dword v2, v[0:1] offset:88
	global_load_dword v2, v[5:6], off glc dlc
	global_load_dword v2, v[5:6], off offset:20 glc dlc
	global_store_dword v[5:6], v2, off offset:8
	global_store_dword v[5:6], v4, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[5:6], v7, off
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coord_answer_all_:             ; @swatomic_coord_answer_all_
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dword v6, v[0:1] offset:104
	flat_load_dword v11, v[2:3] offset:8
	flat_load_dwordx2 v[15:16], v[2:3] offset:16
	flat_load_dwordx2 v[6:7], v[0:1] offset:80
	flat_load_dword v19, v[0:1] offset:96
	flat_load_dwordx2 v[13:14], v[0:1] offset:8
	global_load_dwordx2 v[15:16], v[8:9], off offset:16 glc dlc
	flat_store_dword v[2:3], v12 offset:8
	flat_load_dword v6, v[2:3] offset:4
	flat_load_dwordx2 v[8:9], v[8:9]
	flat_load_dword v6, v[2:3] offset:24
	flat_store_dwordx2 v[8:9], v[15:16]
	flat_load_dword v6, v[2:3] offset:4
	flat_load_dword v11, v[2:3]
	global_store_dwordx2 v[6:7], v[15:16], off
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v19, v[0:1] offset:96
	flat_load_dword v6, v[2:3]
	flat_load_dword v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dword v6, v[2:3]
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:64
	buffer_gl0_inv
	flat_load_dword v13, v[2:3] offset:12
	flat_load_dword v9, v[0:1] offset:48
	flat_load_dword v11, v[2:3] offset:16
	flat_load_dword v9, v[0:1] offset:68
	flat_load_dword v13, v[0:1] offset:52
	flat_load_dword v14, v[0:1] offset:28
	flat_load_dword v23, v[2:3] offset:4
	flat_load_dwordx2 v[19:20], v[0:1] offset:80
	flat_load_dword v24, v[0:1] offset:96
	flat_load_dwordx2 v[17:18], v[0:1]
	flat_load_dwordx2 v[15:16], v[6:7]
	global_store_dwordx2 v[17:18], v[19:20], off offset:16
	global_store_dwordx2 v[17:18], v[13:14], off offset:24
	global_store_dwordx2 v[17:18], v[15:16], off
	global_store_dwordx2 v[17:18], v[8:9], off offset:8
	flat_load_dword v11, v[2:3] offset:8
	flat_load_dword v11, v[0:1] offset:96
	flat_load_dword v13, v[0:1] offset:68
	flat_load_dwordx2 v[15:16], v[2:3] offset:16
	flat_load_dword v23, v[2:3] offset:4
	flat_load_dwordx2 v[19:20], v[0:1] offset:80
	flat_load_dwordx2 v[17:18], v[0:1]
	flat_load_dwordx4 v[6:9], v[6:7]
	flat_load_dwordx2 v[17:18], v[17:18]
	global_store_dwordx2 v[15:16], v[24:25], off offset:16
	global_store_dwordx2 v[15:16], v[18:19], off offset:24
	global_store_dwordx2 v[15:16], v[17:18], off
	global_store_dwordx2 v[15:16], v[7:8], off offset:8
	flat_load_dword v6, v[0:1] offset:52
	flat_load_dword v7, v[2:3] offset:12
	flat_store_dword v[2:3], v6 offset:20
	flat_load_dword v8, v[2:3] offset:24
	flat_load_dwordx2 v[6:7], v[6:7]
	flat_load_dword v8, v[2:3] offset:4
	flat_load_dword v11, v[2:3]
	flat_load_dwordx2 v[8:9], v[0:1] offset:8
	global_store_dwordx2 v[8:9], v[6:7], off
	flat_load_dword v6, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:96
	flat_load_dword v8, v[2:3]
	flat_load_dword v6, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v8, v[0:1] offset:96
	flat_load_dword v6, v[2:3]
	flat_load_dword v7, v[0:1] offset:92
	flat_load_dword v8, v[0:1] offset:108
	flat_load_dword v11, v[0:1] offset:60
	flat_load_dword v9, v[0:1] offset:64
	buffer_gl0_inv
swatomic_coord_finish_pass_:            ; @swatomic_coord_finish_pass_
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dword v5, v[0:1] offset:116
	flat_load_dwordx2 v[10:11], v[0:1] offset:8
	flat_load_dword v12, v[12:13]
	global_store_dwordx2 v[8:9], v[12:13], off
	flat_load_dword v5, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v5, v[0:1] offset:104
	flat_load_dwordx2 v[9:10], v[0:1] offset:92
	flat_load_dword v5, v[0:1] offset:84
	flat_load_dword v7, v[7:8]
	flat_load_dword v11, v[0:1] offset:108
	flat_load_dword v12, v[0:1] offset:60
	flat_load_dword v13, v[2:3]
	flat_load_dword v5, v[10:11]
	flat_load_dwordx2 v[3:4], v[0:1] offset:108
	flat_load_dword v5, v[0:1] offset:60
	flat_load_dwordx2 v[3:4], v[0:1] offset:108
swatomic_coord_poll_phase_:             ; @swatomic_coord_poll_phase_
	flat_load_dword v5, v[0:1] offset:100
	flat_load_dwordx2 v[3:4], v[0:1] offset:48
	flat_load_dword v5, v[0:1] offset:100
	flat_load_dword v4, v[0:1] offset:56
	flat_load_dword v6, v[0:1] offset:100
	flat_load_dword v4, v[0:1] offset:40
	flat_load_dword v3, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dword v6, v[0:1] offset:64
	flat_load_dword v8, v[0:1] offset:80
	flat_load_dword v14, v[0:1] offset:76
	flat_load_dword v11, v[0:1] offset:96
	flat_load_dwordx2 v[9:10], v[0:1]
	global_load_dwordx2 v[8:9], v[15:16], off glc dlc
	global_load_dwordx2 v[10:11], v[15:16], off offset:8 glc dlc
	buffer_gl0_inv
	flat_load_dword v9, v[0:1] offset:100
	flat_load_dword v9, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v11, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:44
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v3, v[0:1] offset:64
	flat_load_dwordx2 v[13:14], v[0:1] offset:8
	flat_load_dwordx2 v[15:16], v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	global_store_dwordx2 v[13:14], v[6:7], off
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dwordx2 v[3:4], v[0:1] offset:108
	flat_load_dword v4, v[0:1] offset:112
	flat_load_dword v3, v[0:1] offset:84
	flat_load_dwordx2 v[32:33], v[0:1] offset:92
	flat_load_dwordx2 v[34:35], v[0:1]
	global_load_dwordx2 v[15:16], v[5:6], off glc dlc
	global_load_dwordx2 v[17:18], v[5:6], off offset:8 glc dlc
	global_load_dwordx2 v[11:12], v[5:6], off glc dlc
	global_load_dwordx2 v[13:14], v[5:6], off offset:8 glc dlc
	global_load_dwordx2 v[7:8], v[5:6], off glc dlc
	global_load_dwordx2 v[9:10], v[5:6], off offset:8 glc dlc
	global_load_dwordx2 v[3:4], v[5:6], off glc dlc
	global_load_dwordx2 v[5:6], v[5:6], off offset:8 glc dlc
	flat_load_dword v23, v[0:1] offset:108
	flat_load_dword v31, v[0:1] offset:60
	flat_load_dword v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v34, v[0:1] offset:100
	flat_load_dword v23, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v34, v[0:1] offset:100
	flat_load_dword v34, v[0:1] offset:44
	flat_load_dword v30, v[0:1] offset:24
	flat_load_dword v15, v[0:1] offset:76
	flat_load_dword v23, v[0:1] offset:84
	flat_load_dword v15, v[0:1] offset:116
	flat_load_dwordx2 v[17:18], v[0:1] offset:8
	global_store_dwordx2 v[15:16], v[22:23], off
	flat_load_dword v15, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v15, v[0:1] offset:112
	flat_load_dword v15, v[0:1] offset:108
	flat_load_dword v16, v[0:1] offset:60
	flat_load_dword v16, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[15:16], v[0:1] offset:92
	flat_load_dword v25, v[0:1] offset:76
	flat_load_dword v30, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v31, v[0:1] offset:100
	flat_load_dword v25, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v31, v[0:1] offset:100
	flat_load_dword v31, v[0:1] offset:44
	flat_load_dword v15, v[0:1] offset:24
	flat_load_dword v11, v[0:1] offset:76
	flat_load_dword v15, v[0:1] offset:84
	flat_load_dword v11, v[0:1] offset:116
	flat_load_dwordx2 v[13:14], v[0:1] offset:8
	global_store_dwordx2 v[11:12], v[22:23], off
	flat_load_dword v11, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v11, v[0:1] offset:112
	flat_load_dword v11, v[0:1] offset:108
	flat_load_dword v12, v[0:1] offset:60
	flat_load_dword v12, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[11:12], v[0:1] offset:92
	flat_load_dword v16, v[0:1] offset:76
	flat_load_dword v17, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v18, v[0:1] offset:100
	flat_load_dword v16, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v18, v[0:1] offset:100
	flat_load_dword v18, v[0:1] offset:44
	flat_load_dword v11, v[0:1] offset:24
	flat_load_dword v7, v[0:1] offset:76
	flat_load_dword v11, v[0:1] offset:84
	flat_load_dword v7, v[0:1] offset:116
	flat_load_dwordx2 v[9:10], v[0:1] offset:8
	global_store_dwordx2 v[7:8], v[22:23], off
	flat_load_dword v7, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v7, v[0:1] offset:112
	flat_load_dword v7, v[0:1] offset:108
	flat_load_dword v8, v[0:1] offset:60
	flat_load_dword v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dwordx2 v[7:8], v[0:1] offset:92
	flat_load_dword v12, v[0:1] offset:76
	flat_load_dword v13, v[0:1] offset:84
	buffer_gl0_inv
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v12, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v14, v[0:1] offset:100
	flat_load_dword v14, v[0:1] offset:44
	flat_load_dword v7, v[0:1] offset:24
	flat_load_dword v3, v[0:1] offset:76
	flat_load_dword v7, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[5:6], v[0:1] offset:8
	global_store_dwordx2 v[3:4], v[22:23], off
	flat_load_dword v3, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v3, v[0:1] offset:68
	flat_load_dword v10, v[0:1] offset:80
	flat_load_dword v3, v[0:1] offset:116
	flat_load_dwordx2 v[11:12], v[0:1] offset:8
	global_load_dwordx2 v[10:11], v[10:11], off glc dlc
	buffer_gl0_inv
	buffer_gl1_inv
	flat_load_dword v6, v[0:1] offset:68
	flat_load_dword v8, v[0:1] offset:76
	buffer_gl0_inv
	flat_load_dword v8, v[0:1] offset:84
	flat_load_dword v4, v[0:1] offset:76
	flat_load_dwordx2 v[2:3], v[0:1] offset:16
	global_load_dword v6, v[2:3], off glc dlc
	global_load_dword v4, v[2:3], off offset:20 glc dlc
	global_store_dword v[2:3], v4, off offset:8
	global_store_dword v[2:3], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[2:3], v6, off
	flat_load_dword v4, v[0:1] offset:76
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
	global_load_dword v4, v[2:3], off glc dlc
	flat_load_dword v4, v[0:1] offset:88
	global_load_dword v4, v[2:3], off glc dlc
	global_load_dword v4, v[2:3], off offset:20 glc dlc
	global_store_dword v[2:3], v4, off offset:8
	global_store_dword v[2:3], v5, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[2:3], v8, off
	flat_load_dword v5, v[0:1] offset:76
	flat_load_dword v0, v[0:1] offset:84
swatomic_coordinate_:                   ; @swatomic_coordinate_
	buffer_store_dword v18, off, s[0:3], s33 offset:632 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], s33 offset:636 ; 4-byte Folded Spill
	flat_load_dwordx3 v[2:4], v[0:1] offset:16
	flat_load_dword v8, v[0:1] offset:32
	global_load_dwordx2 v[5:6], v[2:3], off offset:36
	flat_load_dwordx4 v[10:13], v[0:1]
	buffer_store_dword v16, off, s[0:3], s33 offset:80
	v_readfirstlane_b32 s5, v0
	buffer_store_dword v5, off, s[0:3], s33 offset:92
	buffer_store_dword v11, off, s[0:3], s33 offset:4
	buffer_store_dword v10, off, s[0:3], s33
	buffer_store_dword v13, off, s[0:3], s33 offset:12
	buffer_store_dword v12, off, s[0:3], s33 offset:8
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	buffer_store_dword v2, off, s[0:3], s33 offset:16
	buffer_store_dword v8, off, s[0:3], s33 offset:84
	buffer_store_dword v7, off, s[0:3], s33 offset:88
	buffer_store_dword v4, off, s[0:3], s33 offset:24
	buffer_store_dword v16, off, s[0:3], s33 offset:108
	buffer_store_dword v3, off, s[0:3], s33 offset:112
	buffer_store_dword v6, off, s[0:3], s33 offset:96
	buffer_store_dword v14, off, s[0:3], s33 offset:104
	buffer_store_dword v0, off, s[0:3], s33 offset:116
	buffer_store_dword v9, off, s[0:3], s33 offset:100
	buffer_store_dword v17, off, s[0:3], s33 offset:28
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	buffer_store_dword v10, off, s[0:3], s33 offset:36
	buffer_store_dword v17, off, s[0:3], s33 offset:40
	buffer_store_dword v15, off, s[0:3], s33 offset:44
	buffer_store_dword v12, off, s[0:3], s33 offset:48
	buffer_store_dword v13, off, s[0:3], s33 offset:52
	buffer_store_dword v2, off, s[0:3], s33 offset:56
	buffer_store_dword v7, off, s[0:3], s33 offset:60
	buffer_store_dword v14, off, s[0:3], s33 offset:64
	buffer_store_dword v1, off, s[0:3], s33 offset:68
	buffer_store_dword v10, off, s[0:3], s33 offset:72
	buffer_store_dword v7, off, s[0:3], s33 offset:76
	buffer_load_dword v10, off, s[0:3], s33 offset:84
	buffer_load_dword v10, off, s[0:3], s33 offset:84
	buffer_load_dword v16, off, s[0:3], s33 offset:8
	buffer_load_dword v17, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[19:20], v[19:20], off glc dlc
	buffer_load_dword v13, off, s[0:3], s33 offset:80
	buffer_load_dword v5, off, s[0:3], s33 offset:8
	buffer_load_dword v19, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[5:6], v[5:6], off glc dlc
	global_load_dwordx2 v[5:6], v[5:6], off glc dlc
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v27, off, s[0:3], s33 offset:4
	global_store_dwordx2 v[25:26], v[5:6], off
	global_store_dwordx2 v[25:26], v[5:6], off offset:8
	buffer_load_dword v7, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_gl0_inv
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:64
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_load_dword v5, off, s[0:3], s33 offset:96
	buffer_load_dword v6, off, s[0:3], s33
	buffer_load_dword v9, off, s[0:3], s33 offset:4
	global_load_dwordx2 v[3:4], v[5:6], off glc dlc
	global_load_dwordx2 v[5:6], v[5:6], off offset:8 glc dlc
	buffer_gl0_inv
	buffer_load_dword v6, off, s[0:3], s33 offset:100
	buffer_load_dword v6, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], s33 offset:100
	buffer_load_dword v8, off, s[0:3], s33 offset:44
	buffer_load_dword v4, off, s[0:3], s33 offset:64
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v6, off, s[0:3], s33 offset:84
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v11, off, s[0:3], s33 offset:8
	buffer_load_dword v12, off, s[0:3], s33 offset:12
	buffer_load_dword v13, off, s[0:3], s33 offset:64
	global_store_dwordx2 v[1:2], v[9:10], off
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:108
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v0, off, s[0:3], s33 offset:112
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_load_dword v83, off, s[0:3], s33 offset:92
	buffer_load_dword v20, off, s[0:3], s33
	buffer_load_dword v38, off, s[0:3], s33 offset:4
	global_load_dwordx2 v[12:13], v[1:2], off glc dlc
	global_load_dwordx2 v[14:15], v[1:2], off offset:8 glc dlc
	global_load_dwordx2 v[8:9], v[1:2], off glc dlc
	global_load_dwordx2 v[10:11], v[1:2], off offset:8 glc dlc
	global_load_dwordx2 v[4:5], v[1:2], off glc dlc
	global_load_dwordx2 v[6:7], v[1:2], off offset:8 glc dlc
	global_load_dwordx2 v[0:1], v[2:3], off glc dlc
	global_load_dwordx2 v[2:3], v[2:3], off offset:8 glc dlc
	buffer_load_dword v20, off, s[0:3], s33 offset:108
	buffer_load_dword v37, off, s[0:3], s33 offset:60
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v20, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v82, off, s[0:3], s33 offset:100
	buffer_load_dword v20, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v82, off, s[0:3], s33 offset:100
	buffer_load_dword v82, off, s[0:3], s33 offset:44
	buffer_load_dword v36, off, s[0:3], s33 offset:24
	buffer_load_dword v37, off, s[0:3], s33 offset:76
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v36, off, s[0:3], s33 offset:8
	buffer_load_dword v48, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[82:83], v[13:14], off
	buffer_load_dword v12, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v12, off, s[0:3], s33 offset:112
	buffer_load_dword v12, off, s[0:3], s33 offset:108
	buffer_load_dword v13, off, s[0:3], s33 offset:60
	buffer_load_dword v13, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v35, off, s[0:3], s33 offset:76
	buffer_load_dword v36, off, s[0:3], s33 offset:84
	buffer_load_dword v13, off, s[0:3], s33 offset:92
	buffer_load_dword v12, off, s[0:3], s33 offset:96
	buffer_gl0_inv
	buffer_load_dword v37, off, s[0:3], s33 offset:100
	buffer_load_dword v35, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v37, off, s[0:3], s33 offset:100
	buffer_load_dword v37, off, s[0:3], s33 offset:44
	buffer_load_dword v12, off, s[0:3], s33 offset:24
	buffer_load_dword v13, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:84
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v12, off, s[0:3], s33 offset:8
	buffer_load_dword v13, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[11:12], v[9:10], off
	buffer_load_dword v8, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], s33 offset:112
	buffer_load_dword v8, off, s[0:3], s33 offset:108
	buffer_load_dword v9, off, s[0:3], s33 offset:60
	buffer_load_dword v9, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v13, off, s[0:3], s33 offset:76
	buffer_load_dword v14, off, s[0:3], s33 offset:84
	buffer_load_dword v9, off, s[0:3], s33 offset:92
	buffer_load_dword v8, off, s[0:3], s33 offset:96
	buffer_gl0_inv
	buffer_load_dword v15, off, s[0:3], s33 offset:100
	buffer_load_dword v13, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v15, off, s[0:3], s33 offset:100
	buffer_load_dword v15, off, s[0:3], s33 offset:44
	buffer_load_dword v8, off, s[0:3], s33 offset:24
	buffer_load_dword v9, off, s[0:3], s33 offset:76
	buffer_load_dword v4, off, s[0:3], s33 offset:84
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v9, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[7:8], v[5:6], off
	buffer_load_dword v4, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v4, off, s[0:3], s33 offset:112
	buffer_load_dword v4, off, s[0:3], s33 offset:108
	buffer_load_dword v5, off, s[0:3], s33 offset:60
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v9, off, s[0:3], s33 offset:76
	buffer_load_dword v10, off, s[0:3], s33 offset:84
	buffer_load_dword v5, off, s[0:3], s33 offset:92
	buffer_load_dword v4, off, s[0:3], s33 offset:96
	buffer_gl0_inv
	buffer_load_dword v11, off, s[0:3], s33 offset:100
	buffer_load_dword v9, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v11, off, s[0:3], s33 offset:100
	buffer_load_dword v11, off, s[0:3], s33 offset:44
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v5, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[3:4], v[1:2], off
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v8, off, s[0:3], s33 offset:8
	buffer_load_dword v9, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[4:5], v[4:5], off glc dlc
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_load_dword v1, off, s[0:3], s33 offset:68
	buffer_load_dword v3, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v3, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	global_load_dword v4, v[0:1], off glc dlc
	global_load_dword v2, v[0:1], off offset:20 glc dlc
	global_store_dword v[0:1], v64, off offset:8
	global_store_dword v[0:1], v54, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v55, off
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:104
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	buffer_load_dword v7, off, s[0:3], s33 offset:48
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_load_dword v0, off, s[0:3], s33 offset:100
	buffer_store_dword v21, v14, s[0:3], 0 offen offset:40
	buffer_store_dword v0, v14, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:76
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_store_dword v20, v14, s[0:3], 0 offen offset:32
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v3, off, s[0:3], s33 offset:4
	global_load_dwordx2 v[0:1], v[9:10], off glc dlc
	global_load_dwordx2 v[2:3], v[9:10], off offset:8 glc dlc
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	global_load_dwordx2 v[4:5], v[9:10], off offset:16 glc dlc
	global_load_dwordx2 v[6:7], v[9:10], off offset:24 glc dlc
	buffer_load_dword v11, off, s[0:3], s33 offset:16
	buffer_load_dword v12, off, s[0:3], s33 offset:20
	global_load_dwordx2 v[0:1], v[9:10], off glc dlc
	global_load_dwordx2 v[2:3], v[9:10], off offset:8 glc dlc
	global_load_dwordx2 v[4:5], v[9:10], off offset:16 glc dlc
	global_load_dwordx2 v[6:7], v[9:10], off offset:24 glc dlc
	global_load_dword v17, v[11:12], off glc dlc
	global_load_dword v17, v[11:12], off offset:20 glc dlc
	global_store_dword v[11:12], v64, off offset:8
	global_store_dword v[11:12], v54, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[11:12], v55, off
	buffer_load_dword v10, off, s[0:3], s33 offset:24
	buffer_store_dword v12, v14, s[0:3], 0 offen offset:36
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v2, v9, s[0:3], 0 offen
	buffer_gl0_inv
	buffer_store_dword v66, v16, s[0:3], 0 offen
	buffer_load_dword v15, off, s[0:3], s33 offset:84
	buffer_load_dword v17, off, s[0:3], s33 offset:96
	buffer_load_dword v22, v9, s[0:3], 0 offen
	buffer_store_dword v9, v14, s[0:3], 0 offen
	buffer_store_dword v10, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v14, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v14, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v14, s[0:3], 0 offen offset:20
	buffer_store_dword v3, v14, s[0:3], 0 offen offset:16
	buffer_store_dword v4, v14, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	buffer_store_dword v1, v14, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:100
	buffer_load_dword v2, off, s[0:3], s33 offset:56
	buffer_gl0_inv
	buffer_load_dword v12, off, s[0:3], s33 offset:24
	buffer_load_dword v12, v4, s[0:3], 0 offen
	buffer_load_dword v9, v14, s[0:3], 0 offen
	buffer_load_dword v10, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v11, s[0:3], 0 offen
	buffer_store_dword v55, v16, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:80
	buffer_load_dword v2, off, s[0:3], s33 offset:32
	global_load_dword v20, v[9:10], off glc dlc
	global_load_dwordx2 v[2:3], v[9:10], off glc dlc
	buffer_load_dword v2, off, s[0:3], s33 offset:36
	buffer_load_dword v6, off, s[0:3], s33 offset:28
	buffer_load_dword v2, off, s[0:3], s33 offset:40
	buffer_gl0_inv
	buffer_load_dword v9, v14, s[0:3], 0 offen
	buffer_load_dword v10, v14, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v11, s[0:3], 0 offen
	buffer_load_dword v12, v4, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v8, off, s[0:3], s33 offset:104
	buffer_load_dword v1, v19, s[0:3], 0 offen offset:40
	buffer_load_dword v0, v19, s[0:3], 0 offen offset:44
	buffer_load_dword v0, v19, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:72
	buffer_gl0_inv
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	buffer_load_dword v0, v19, s[0:3], 0 offen
	buffer_load_dword v1, v19, s[0:3], 0 offen offset:4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v0, v19, s[0:3], 0 offen
	buffer_load_dword v1, v19, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v9, off, s[0:3], s33 offset:40
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	buffer_load_dword v9, off, s[0:3], s33 offset:36
	buffer_load_dword v2, off, s[0:3], s33 offset:84
	buffer_load_dword v3, off, s[0:3], s33 offset:96
	buffer_load_dword v20, v19, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v3, off, s[0:3], s33 offset:92
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	buffer_load_dword v2, v19, s[0:3], 0 offen offset:36
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], s33 offset:104
	buffer_load_dword v11, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v2, off, s[0:3], s33 offset:80
	buffer_load_dword v13, off, s[0:3], s33 offset:84
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:24
	buffer_load_dword v3, v10, s[0:3], 0 offen offset:28
	buffer_load_dword v12, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
	global_load_dwordx2 v[2:3], v[2:3], off offset:16 glc dlc
	buffer_store_dword v21, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v14, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v10, s[0:3], 0 offen
	buffer_load_dword v5, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:32
	buffer_store_dword v3, v10, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v10, s[0:3], 0 offen
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v20, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v20, v10, s[0:3], 0 offen offset:8
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v13, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], s33 offset:104
	buffer_load_dword v6, v13, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v13, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v17, off, s[0:3], s33 offset:84
	buffer_load_dword v19, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v20, off, s[0:3], s33 offset:28
	buffer_load_dword v7, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v15, off, s[0:3], s33
	buffer_load_dword v5, off, s[0:3], s33 offset:4
	buffer_load_dword v2, v13, s[0:3], 0 offen
	buffer_load_dword v3, v13, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[4:5], v[15:16], off offset:16
	global_store_dwordx2 v[4:5], v[21:22], off offset:24
	global_store_dwordx2 v[4:5], v[2:3], off
	global_store_dwordx2 v[4:5], v[0:1], off offset:8
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v6, off, s[0:3], s33 offset:84
	buffer_load_dword v7, off, s[0:3], s33 offset:96
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v13, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:80
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v13, s[0:3], 0 offen offset:12
	buffer_load_dword v22, off, s[0:3], s33
	buffer_load_dword v19, off, s[0:3], s33 offset:4
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v19, v13, s[0:3], 0 offen offset:16
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[31:32], off offset:24
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[6:7], v[1:2], off offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_store_dword v1, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v13, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v20, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], s33 offset:104
	buffer_load_dword v6, v10, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v10, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v16, v10, s[0:3], 0 offen offset:48
	buffer_load_dword v17, off, s[0:3], s33 offset:84
	buffer_load_dword v19, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v20, off, s[0:3], s33 offset:28
	buffer_load_dword v7, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v15, off, s[0:3], s33
	buffer_load_dword v5, off, s[0:3], s33 offset:4
	buffer_load_dword v2, v10, s[0:3], 0 offen
	buffer_load_dword v3, v10, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[4:5], v[15:16], off offset:16
	global_store_dwordx2 v[4:5], v[21:22], off offset:24
	global_store_dwordx2 v[4:5], v[2:3], off
	global_store_dwordx2 v[4:5], v[0:1], off offset:8
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v10, s[0:3], 0 offen offset:48
	buffer_load_dword v6, off, s[0:3], s33 offset:84
	buffer_load_dword v7, off, s[0:3], s33 offset:96
	buffer_load_dword v3, off, s[0:3], s33 offset:68
	buffer_load_dword v16, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v10, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:80
	buffer_load_dword v15, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v22, off, s[0:3], s33
	buffer_load_dword v19, off, s[0:3], s33 offset:4
	buffer_load_dword v20, v10, s[0:3], 0 offen offset:52
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v20, v10, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[31:32], off offset:24
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[6:7], v[1:2], off offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_store_dword v1, v10, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v10, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v10, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v20, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v20, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], s33 offset:8
	buffer_load_dword v5, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v1, off, s[0:3], s33 offset:96
	buffer_load_dword v0, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v2, off, s[0:3], s33 offset:96
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:92
	buffer_load_dword v2, off, s[0:3], s33 offset:108
	buffer_load_dword v3, off, s[0:3], s33 offset:60
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:84
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v13, off, s[0:3], s33 offset:8
	buffer_load_dword v14, off, s[0:3], s33 offset:12
	buffer_load_dword v5, v0, s[0:3], 0 offen
	global_store_dwordx2 v[9:10], v[5:6], off
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
	buffer_load_dword v6, off, s[0:3], s33 offset:80
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v10, off, s[0:3], s33 offset:8
	buffer_load_dword v11, off, s[0:3], s33 offset:12
	global_store_dwordx2 v[6:7], v[21:22], off
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v2, off, s[0:3], s33 offset:76
	buffer_gl0_inv
	buffer_load_dword v5, off, s[0:3], s33 offset:84
	buffer_load_dword v6, off, s[0:3], s33 offset:64
	buffer_load_dword v4, off, s[0:3], s33 offset:80
	buffer_load_dword v7, off, s[0:3], s33 offset:68
	buffer_load_dword v6, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:72
	buffer_load_dword v9, off, s[0:3], s33 offset:96
	buffer_load_dword v10, off, s[0:3], s33
	buffer_load_dword v11, off, s[0:3], s33 offset:4
	global_store_dwordx2 v[7:8], v[1:2], off
	global_store_dwordx2 v[7:8], v[9:10], off offset:8
	buffer_gl0_inv
	buffer_load_dword v5, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:84
	buffer_load_dword v0, off, s[0:3], s33 offset:104
	buffer_load_dword v20, off, s[0:3], s33 offset:116
	buffer_load_dword v12, off, s[0:3], s33 offset:8
	buffer_load_dword v13, off, s[0:3], s33 offset:12
	buffer_load_dword v5, v1, s[0:3], 0 offen
	global_store_dwordx2 v[7:8], v[5:6], off
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
	buffer_load_dword v11, off, s[0:3], s33 offset:80
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:20
	global_store_dword v[2:3], v7, off
	global_store_dword v[9:10], v8, off
	global_store_dword v[11:12], v13, off
	global_store_dword v[0:1], v14, off offset:4
	global_load_dword v2, v[0:1], off glc dlc
	buffer_load_dword v2, off, s[0:3], s33 offset:88
	global_load_dword v2, v[0:1], off glc dlc
	global_load_dword v2, v[0:1], off offset:20 glc dlc
	global_store_dword v[0:1], v64, off offset:8
	global_store_dword v[0:1], v54, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v55, off
	buffer_load_dword v7, off, s[0:3], s33 offset:76
	buffer_load_dword v8, off, s[0:3], s33 offset:84
	v_readlane_b32 s58, v18, 26
	v_readlane_b32 s57, v18, 25
	v_readlane_b32 s56, v18, 24
	v_readlane_b32 s55, v18, 23
	v_readlane_b32 s54, v18, 22
	v_readlane_b32 s53, v18, 21
	v_readlane_b32 s52, v18, 20
	v_readlane_b32 s51, v18, 19
	v_readlane_b32 s50, v18, 18
	v_readlane_b32 s49, v18, 17
	v_readlane_b32 s48, v18, 16
	v_readlane_b32 s47, v18, 15
	v_readlane_b32 s46, v18, 14
	v_readlane_b32 s45, v18, 13
	v_readlane_b32 s44, v18, 12
	v_readlane_b32 s43, v18, 11
	v_readlane_b32 s42, v18, 10
	v_readlane_b32 s41, v18, 9
	v_readlane_b32 s40, v18, 8
	v_readlane_b32 s39, v18, 7
	v_readlane_b32 s38, v18, 6
	v_readlane_b32 s37, v18, 5
	v_readlane_b32 s36, v18, 4
	v_readlane_b32 s35, v18, 3
	v_readlane_b32 s34, v18, 2
	v_readlane_b32 s31, v18, 1
	v_readlane_b32 s30, v18, 0
	v_readlane_b32 s4, v40, 0
	buffer_load_dword v18, off, s[0:3], s33 offset:632 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:636 ; 4-byte Folded Reload
swatomic_begin_:                        ; @swatomic_begin_
	global_load_dword v8, v[4:5], off offset:28
	global_load_dword v7, v[4:5], off offset:40
	global_load_dword v13, v[4:5], off offset:32
	global_load_dwordx2 v[15:16], v[15:16], off glc dlc
	v_readfirstlane_b32 s5, v11
swatomic_op32_:                         ; @swatomic_op32_
	buffer_store_dword v25, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
	buffer_load_dword v25, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_int_op_:                       ; @swatomic_int_op_
	buffer_store_dword v25, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
	buffer_load_dword v25, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_op64_:                         ; @swatomic_op64_
swatomic_long_op_:                      ; @swatomic_long_op_
swatomic_float_op_:                     ; @swatomic_float_op_
	buffer_store_dword v25, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
	buffer_load_dword v25, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_double_op_:                    ; @swatomic_double_op_
	buffer_store_dword v25, off, s[0:3], s33 ; 4-byte Folded Spill
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
	buffer_load_dword v25, off, s[0:3], s33 ; 4-byte Folded Reload
swatomic_indexed_add_items_:            ; @swatomic_indexed_add_items_
	buffer_store_dword v25, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	flat_load_dword v1, v[26:27] offset:48
	flat_load_dword v0, v[26:27] offset:52
	global_load_ubyte v0, v[0:1], off
	global_load_dword v0, v[0:1], off
	global_load_dword v5, v[1:2], off
	global_store_dword v[1:2], v0, off
	v_readlane_b32 s34, v25, 2
	v_readlane_b32 s31, v25, 1
	v_readlane_b32 s30, v25, 0
	v_readlane_b32 s4, v40, 0
	buffer_load_dword v25, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
swatomic_indexed_add:                   ; @swatomic_indexed_add
	global_load_dwordx2 v[4:5], v[4:5], off glc dlc
	buffer_store_dword v3, off, s[0:3], 0 offset:668
	buffer_store_dword v0, off, s[0:3], 0 offset:676
	buffer_store_dword v1, off, s[0:3], 0 offset:680
	buffer_store_dword v1, off, s[0:3], 0 offset:692
	buffer_store_dword v4, off, s[0:3], 0 offset:644
	buffer_store_dword v5, off, s[0:3], 0 offset:640
	buffer_store_dword v6, off, s[0:3], 0 offset:652
	buffer_store_dword v7, off, s[0:3], 0 offset:648
	buffer_store_dword v8, off, s[0:3], 0 offset:660
	buffer_store_dword v9, off, s[0:3], 0 offset:656
	v_readfirstlane_b32 s13, v2
	buffer_store_dword v10, off, s[0:3], 0 offset:664
	buffer_store_dword v3, off, s[0:3], 0 offset:696
	buffer_store_dword v2, off, s[0:3], 0 offset:672
	v_readfirstlane_b32 s55, v2
	buffer_store_dword v1, off, s[0:3], 0 offset:688
	buffer_store_dword v0, off, s[0:3], 0 offset:684
	buffer_load_dword v1, off, s[0:3], 0 offset:688
	buffer_store_dword v1, off, s[0:3], 0 offset:688
	buffer_load_dword v0, off, s[0:3], 0 offset:692
	global_load_ubyte v0, v[0:1], off
	global_load_dword v0, v[0:1], off
	global_load_dword v5, v[1:2], off
	global_store_dword v[1:2], v0, off
	buffer_load_dword v0, off, s[0:3], 0 offset:696
	buffer_load_dword v0, off, s[0:3], 0 offset:668
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], 0 offset:668
	buffer_load_dword v0, off, s[0:3], 0 offset:680
	buffer_load_dword v6, off, s[0:3], 0 offset:640
	buffer_load_dword v7, off, s[0:3], 0 offset:644
	global_store_dwordx2 v[2:3], v[4:5], off
	global_store_dwordx2 v[2:3], v[6:7], off offset:8
	global_load_dwordx2 v[0:1], v4, s[28:29] offset:36
	buffer_store_dword v3, off, s[0:3], 0 offset:12
	buffer_store_dword v5, off, s[0:3], 0 offset:8
	buffer_store_dword v6, off, s[0:3], 0 offset:20
	buffer_store_dword v7, off, s[0:3], 0 offset:16
	buffer_store_dword v8, off, s[0:3], 0 offset:28
	buffer_store_dword v9, off, s[0:3], 0 offset:24
	buffer_store_dword v10, off, s[0:3], 0 offset:88
	buffer_store_dword v11, off, s[0:3], 0 offset:92
	v_readfirstlane_b32 s7, v2
	buffer_store_dword v12, off, s[0:3], 0 offset:100
	buffer_store_dword v13, off, s[0:3], 0 offset:32
	buffer_store_dword v2, off, s[0:3], 0 offset:96
	v_readfirstlane_b32 s9, v0
	buffer_store_dword v1, off, s[0:3], 0 offset:104
	buffer_store_dword v3, off, s[0:3], 0 offset:108
	buffer_store_dword v3, off, s[0:3], 0 offset:36
	buffer_store_dword v0, off, s[0:3], 0 offset:112
	buffer_store_dword v2, off, s[0:3], 0 offset:124
	buffer_store_dword v5, off, s[0:3], 0 offset:116
	buffer_store_dword v6, off, s[0:3], 0 offset:40
	buffer_store_dword v7, off, s[0:3], 0 offset:120
	buffer_store_dword v8, off, s[0:3], 0 offset:44
	buffer_store_dword v9, off, s[0:3], 0 offset:48
	buffer_store_dword v10, off, s[0:3], 0 offset:52
	buffer_store_dword v3, off, s[0:3], 0 offset:56
	buffer_store_dword v5, off, s[0:3], 0 offset:60
	buffer_store_dword v6, off, s[0:3], 0 offset:64
	buffer_store_dword v3, off, s[0:3], 0 offset:68
	buffer_store_dword v5, off, s[0:3], 0 offset:72
	buffer_store_dword v6, off, s[0:3], 0 offset:76
	buffer_store_dword v3, off, s[0:3], 0 offset:80
	buffer_store_dword v5, off, s[0:3], 0 offset:84
	global_load_dwordx2 v[9:10], v[9:10], off glc dlc
	global_load_dwordx2 v[10:11], v[1:2], off glc dlc
	global_load_dwordx2 v[1:2], v[1:2], off glc dlc
	global_store_dwordx2 v[10:11], v[1:2], off
	global_store_dwordx2 v[10:11], v[1:2], off offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	buffer_load_dword v1, off, s[0:3], 0 offset:56
	buffer_load_dword v2, off, s[0:3], 0 offset:60
	buffer_load_dword v1, off, s[0:3], 0 offset:64
	buffer_load_dword v0, off, s[0:3], 0 offset:48
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_gl0_inv
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:72
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_load_dword v5, off, s[0:3], 0 offset:104
	buffer_load_dword v6, off, s[0:3], 0 offset:8
	buffer_load_dword v9, off, s[0:3], 0 offset:12
	global_load_dwordx2 v[3:4], v[5:6], off glc dlc
	global_load_dwordx2 v[5:6], v[5:6], off offset:8 glc dlc
	buffer_gl0_inv
	buffer_load_dword v6, off, s[0:3], 0 offset:108
	buffer_load_dword v6, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], 0 offset:108
	buffer_load_dword v8, off, s[0:3], 0 offset:52
	buffer_load_dword v4, off, s[0:3], 0 offset:72
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v6, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v11, off, s[0:3], 0 offset:16
	buffer_load_dword v12, off, s[0:3], 0 offset:20
	buffer_load_dword v13, off, s[0:3], 0 offset:72
	global_store_dwordx2 v[1:2], v[9:10], off
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:116
	buffer_load_dword v0, off, s[0:3], 0 offset:120
	buffer_load_dword v0, off, s[0:3], 0 offset:120
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_load_dword v58, off, s[0:3], 0 offset:100
	buffer_load_dword v19, off, s[0:3], 0 offset:8
	buffer_load_dword v37, off, s[0:3], 0 offset:12
	global_load_dwordx2 v[12:13], v[1:2], off glc dlc
	global_load_dwordx2 v[14:15], v[1:2], off offset:8 glc dlc
	global_load_dwordx2 v[8:9], v[1:2], off glc dlc
	global_load_dwordx2 v[10:11], v[1:2], off offset:8 glc dlc
	global_load_dwordx2 v[4:5], v[1:2], off glc dlc
	global_load_dwordx2 v[6:7], v[1:2], off offset:8 glc dlc
	global_load_dwordx2 v[0:1], v[2:3], off glc dlc
	global_load_dwordx2 v[2:3], v[2:3], off offset:8 glc dlc
	buffer_load_dword v19, off, s[0:3], 0 offset:116
	buffer_load_dword v36, off, s[0:3], 0 offset:68
	buffer_load_dword v12, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v19, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v57, off, s[0:3], 0 offset:108
	buffer_load_dword v19, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v57, off, s[0:3], 0 offset:108
	buffer_load_dword v57, off, s[0:3], 0 offset:52
	buffer_load_dword v35, off, s[0:3], 0 offset:32
	buffer_load_dword v36, off, s[0:3], 0 offset:84
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v35, off, s[0:3], 0 offset:16
	buffer_load_dword v38, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[37:38], v[13:14], off
	buffer_load_dword v12, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v12, off, s[0:3], 0 offset:120
	buffer_load_dword v12, off, s[0:3], 0 offset:116
	buffer_load_dword v13, off, s[0:3], 0 offset:68
	buffer_load_dword v13, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v34, off, s[0:3], 0 offset:84
	buffer_load_dword v35, off, s[0:3], 0 offset:92
	buffer_load_dword v13, off, s[0:3], 0 offset:100
	buffer_load_dword v12, off, s[0:3], 0 offset:104
	buffer_gl0_inv
	buffer_load_dword v36, off, s[0:3], 0 offset:108
	buffer_load_dword v34, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v36, off, s[0:3], 0 offset:108
	buffer_load_dword v36, off, s[0:3], 0 offset:52
	buffer_load_dword v12, off, s[0:3], 0 offset:32
	buffer_load_dword v13, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v12, off, s[0:3], 0 offset:16
	buffer_load_dword v13, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[11:12], v[9:10], off
	buffer_load_dword v8, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], 0 offset:120
	buffer_load_dword v8, off, s[0:3], 0 offset:116
	buffer_load_dword v9, off, s[0:3], 0 offset:68
	buffer_load_dword v9, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v13, off, s[0:3], 0 offset:84
	buffer_load_dword v14, off, s[0:3], 0 offset:92
	buffer_load_dword v9, off, s[0:3], 0 offset:100
	buffer_load_dword v8, off, s[0:3], 0 offset:104
	buffer_gl0_inv
	buffer_load_dword v15, off, s[0:3], 0 offset:108
	buffer_load_dword v13, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v15, off, s[0:3], 0 offset:108
	buffer_load_dword v15, off, s[0:3], 0 offset:52
	buffer_load_dword v8, off, s[0:3], 0 offset:32
	buffer_load_dword v9, off, s[0:3], 0 offset:84
	buffer_load_dword v4, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v8, off, s[0:3], 0 offset:16
	buffer_load_dword v9, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[7:8], v[5:6], off
	buffer_load_dword v4, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v4, off, s[0:3], 0 offset:120
	buffer_load_dword v4, off, s[0:3], 0 offset:116
	buffer_load_dword v5, off, s[0:3], 0 offset:68
	buffer_load_dword v5, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v9, off, s[0:3], 0 offset:84
	buffer_load_dword v10, off, s[0:3], 0 offset:92
	buffer_load_dword v5, off, s[0:3], 0 offset:100
	buffer_load_dword v4, off, s[0:3], 0 offset:104
	buffer_gl0_inv
	buffer_load_dword v11, off, s[0:3], 0 offset:108
	buffer_load_dword v9, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v11, off, s[0:3], 0 offset:108
	buffer_load_dword v11, off, s[0:3], 0 offset:52
	buffer_load_dword v4, off, s[0:3], 0 offset:32
	buffer_load_dword v5, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[3:4], v[1:2], off
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:76
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v8, off, s[0:3], 0 offset:16
	buffer_load_dword v9, off, s[0:3], 0 offset:20
	global_load_dwordx2 v[4:5], v[4:5], off glc dlc
	buffer_gl0_inv
	buffer_gl1_inv
	buffer_load_dword v1, off, s[0:3], 0 offset:76
	buffer_load_dword v3, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:24
	buffer_load_dword v1, off, s[0:3], 0 offset:28
	global_load_dword v4, v[0:1], off glc dlc
	global_load_dword v2, v[0:1], off offset:20 glc dlc
	global_store_dword v[0:1], v47, off offset:8
	global_store_dword v[0:1], v45, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v46, off
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_load_dword v1, off, s[0:3], 0 offset:112
	buffer_load_dword v3, off, s[0:3], 0 offset:40
	buffer_load_dword v7, off, s[0:3], 0 offset:56
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	buffer_load_dword v0, off, s[0:3], 0 offset:108
	buffer_store_dword v20, v14, s[0:3], 0 offen offset:40
	buffer_store_dword v0, v14, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], 0 offset:84
	buffer_load_dword v0, off, s[0:3], 0 offset:52
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_store_dword v19, v14, s[0:3], 0 offen offset:32
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_load_dword v1, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v1, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	global_load_dwordx2 v[0:1], v[9:10], off glc dlc
	global_load_dwordx2 v[2:3], v[9:10], off offset:8 glc dlc
	buffer_load_dword v0, off, s[0:3], 0 offset:32
	global_load_dwordx2 v[4:5], v[9:10], off offset:16 glc dlc
	global_load_dwordx2 v[6:7], v[9:10], off offset:24 glc dlc
	buffer_load_dword v11, off, s[0:3], 0 offset:24
	buffer_load_dword v12, off, s[0:3], 0 offset:28
	global_load_dwordx2 v[0:1], v[9:10], off glc dlc
	global_load_dwordx2 v[2:3], v[9:10], off offset:8 glc dlc
	global_load_dwordx2 v[4:5], v[9:10], off offset:16 glc dlc
	global_load_dwordx2 v[6:7], v[9:10], off offset:24 glc dlc
	global_load_dword v17, v[11:12], off glc dlc
	global_load_dword v17, v[11:12], off offset:20 glc dlc
	global_store_dword v[11:12], v47, off offset:8
	global_store_dword v[11:12], v45, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[11:12], v46, off
	buffer_load_dword v10, off, s[0:3], 0 offset:32
	buffer_store_dword v12, v14, s[0:3], 0 offen offset:36
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v2, v9, s[0:3], 0 offen
	buffer_gl0_inv
	buffer_store_dword v49, v16, s[0:3], 0 offen
	buffer_load_dword v15, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:104
	buffer_load_dword v21, v9, s[0:3], 0 offen
	buffer_store_dword v9, v14, s[0:3], 0 offen
	buffer_store_dword v10, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v14, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v14, s[0:3], 0 offen offset:8
	buffer_store_dword v7, v14, s[0:3], 0 offen offset:20
	buffer_store_dword v3, v14, s[0:3], 0 offen offset:16
	buffer_store_dword v4, v14, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], 0 offset:88
	buffer_store_dword v1, v14, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:108
	buffer_load_dword v2, off, s[0:3], 0 offset:64
	buffer_gl0_inv
	buffer_load_dword v12, off, s[0:3], 0 offset:32
	buffer_load_dword v12, v4, s[0:3], 0 offen
	buffer_load_dword v9, v14, s[0:3], 0 offen
	buffer_load_dword v10, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v11, s[0:3], 0 offen
	buffer_store_dword v46, v16, s[0:3], 0 offen
	buffer_load_dword v2, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:88
	buffer_load_dword v2, off, s[0:3], 0 offset:40
	global_load_dword v19, v[9:10], off glc dlc
	global_load_dwordx2 v[2:3], v[9:10], off glc dlc
	buffer_load_dword v2, off, s[0:3], 0 offset:44
	buffer_load_dword v6, off, s[0:3], 0 offset:36
	buffer_load_dword v2, off, s[0:3], 0 offset:48
	buffer_gl0_inv
	buffer_load_dword v9, v14, s[0:3], 0 offen
	buffer_load_dword v10, v14, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v11, s[0:3], 0 offen
	buffer_load_dword v12, v4, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	buffer_load_dword v8, off, s[0:3], 0 offset:112
	buffer_load_dword v1, v18, s[0:3], 0 offen offset:40
	buffer_load_dword v0, v18, s[0:3], 0 offen offset:44
	buffer_load_dword v0, v18, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], 0 offset:88
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v1, off, s[0:3], 0 offset:80
	buffer_gl0_inv
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v2, off, s[0:3], 0 offset:56
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v1, off, s[0:3], 0 offset:36
	buffer_load_dword v0, v18, s[0:3], 0 offen
	buffer_load_dword v1, v18, s[0:3], 0 offen offset:4
	global_store_dword v[0:1], v2, off
	buffer_load_dword v0, v18, s[0:3], 0 offen
	buffer_load_dword v1, v18, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v9, off, s[0:3], 0 offset:48
	buffer_load_dword v3, off, s[0:3], 0 offset:40
	buffer_load_dword v9, off, s[0:3], 0 offset:44
	buffer_load_dword v2, off, s[0:3], 0 offset:92
	buffer_load_dword v3, off, s[0:3], 0 offset:104
	buffer_load_dword v19, v18, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v1, off, s[0:3], 0 offset:12
	buffer_load_dword v3, off, s[0:3], 0 offset:100
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[0:1], v[2:3], off offset:8
	buffer_load_dword v2, v18, s[0:3], 0 offen offset:36
	global_store_dwordx2 v[0:1], v[2:3], off offset:16
	global_store_dwordx2 v[0:1], v[2:3], off offset:24
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], 0 offset:112
	buffer_load_dword v11, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v2, off, s[0:3], 0 offset:88
	buffer_load_dword v12, off, s[0:3], 0 offset:92
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:24
	buffer_load_dword v3, v10, s[0:3], 0 offen offset:28
	buffer_load_dword v13, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:16
	buffer_load_dword v1, off, s[0:3], 0 offset:20
	global_load_dwordx2 v[2:3], v[2:3], off offset:16 glc dlc
	buffer_store_dword v20, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v14, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v10, s[0:3], 0 offen
	buffer_load_dword v5, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:32
	buffer_store_dword v3, v10, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v10, s[0:3], 0 offen
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:8
	global_store_dwordx2 v[0:1], v[2:3], off
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], 0 offset:112
	buffer_load_dword v6, v13, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v13, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v17, off, s[0:3], 0 offset:92
	buffer_load_dword v18, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:76
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v19, off, s[0:3], 0 offset:36
	buffer_load_dword v7, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v15, off, s[0:3], 0 offset:8
	buffer_load_dword v5, off, s[0:3], 0 offset:12
	buffer_load_dword v2, v13, s[0:3], 0 offen
	buffer_load_dword v3, v13, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[4:5], v[15:16], off offset:16
	global_store_dwordx2 v[4:5], v[20:21], off offset:24
	global_store_dwordx2 v[4:5], v[2:3], off
	global_store_dwordx2 v[4:5], v[0:1], off offset:8
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v13, s[0:3], 0 offen offset:48
	buffer_load_dword v6, off, s[0:3], 0 offset:92
	buffer_load_dword v7, off, s[0:3], 0 offset:104
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	buffer_load_dword v16, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v13, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], 0 offset:88
	buffer_load_dword v15, v13, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v13, s[0:3], 0 offen offset:12
	buffer_load_dword v21, off, s[0:3], 0 offset:8
	buffer_load_dword v18, off, s[0:3], 0 offset:12
	buffer_load_dword v19, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v18, v13, s[0:3], 0 offen offset:16
	buffer_load_dword v19, v13, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[30:31], off offset:24
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[6:7], v[1:2], off offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v1, v13, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v13, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v13, s[0:3], 0 offen offset:36
	buffer_load_dword v19, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v19, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_load_dword v1, v13, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_gl0_inv
	buffer_load_dword v8, off, s[0:3], 0 offset:112
	buffer_load_dword v6, v10, s[0:3], 0 offen offset:44
	buffer_load_dword v14, v10, s[0:3], 0 offen offset:40
	buffer_load_dword v0, off, s[0:3], 0 offset:56
	buffer_load_dword v16, v10, s[0:3], 0 offen offset:48
	buffer_load_dword v17, off, s[0:3], 0 offset:92
	buffer_load_dword v18, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:76
	buffer_load_dword v1, off, s[0:3], 0 offset:60
	buffer_load_dword v19, off, s[0:3], 0 offset:36
	buffer_load_dword v7, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v15, off, s[0:3], 0 offset:8
	buffer_load_dword v5, off, s[0:3], 0 offset:12
	buffer_load_dword v2, v10, s[0:3], 0 offen
	buffer_load_dword v3, v10, s[0:3], 0 offen offset:4
	global_store_dwordx2 v[4:5], v[15:16], off offset:16
	global_store_dwordx2 v[4:5], v[20:21], off offset:24
	global_store_dwordx2 v[4:5], v[2:3], off
	global_store_dwordx2 v[4:5], v[0:1], off offset:8
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v10, s[0:3], 0 offen offset:48
	buffer_load_dword v6, off, s[0:3], 0 offset:92
	buffer_load_dword v7, off, s[0:3], 0 offset:104
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	buffer_load_dword v16, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v0, v10, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], 0 offset:88
	buffer_load_dword v15, v10, s[0:3], 0 offen offset:8
	buffer_load_dword v4, v10, s[0:3], 0 offen offset:12
	buffer_load_dword v21, off, s[0:3], 0 offset:8
	buffer_load_dword v18, off, s[0:3], 0 offset:12
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:52
	buffer_load_dword v18, v10, s[0:3], 0 offen offset:16
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:20
	global_store_dwordx2 v[6:7], v[4:5], off offset:16
	global_store_dwordx2 v[6:7], v[30:31], off offset:24
	global_store_dwordx2 v[6:7], v[4:5], off
	global_store_dwordx2 v[6:7], v[1:2], off offset:8
	buffer_load_dword v0, off, s[0:3], 0 offset:60
	buffer_store_dword v1, v10, s[0:3], 0 offen offset:52
	buffer_load_dword v2, v10, s[0:3], 0 offen offset:56
	buffer_load_dword v0, v10, s[0:3], 0 offen offset:24
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:28
	buffer_load_dword v2, v10, s[0:3], 0 offen offset:36
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v19, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[2:3], v[0:1], off
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v1, off, s[0:3], 0 offset:104
	buffer_load_dword v0, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v2, off, s[0:3], 0 offset:104
	buffer_load_dword v1, v10, s[0:3], 0 offen offset:32
	buffer_load_dword v0, off, s[0:3], 0 offset:100
	buffer_load_dword v2, off, s[0:3], 0 offset:116
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	buffer_load_dword v1, off, s[0:3], 0 offset:92
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v13, off, s[0:3], 0 offset:16
	buffer_load_dword v14, off, s[0:3], 0 offset:20
	buffer_load_dword v5, v0, s[0:3], 0 offen
	global_store_dwordx2 v[9:10], v[5:6], off
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
	buffer_load_dword v6, off, s[0:3], 0 offset:88
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v10, off, s[0:3], 0 offset:16
	buffer_load_dword v11, off, s[0:3], 0 offset:20
	global_store_dwordx2 v[6:7], v[20:21], off
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v2, off, s[0:3], 0 offset:84
	buffer_gl0_inv
	buffer_load_dword v5, off, s[0:3], 0 offset:92
	buffer_load_dword v6, off, s[0:3], 0 offset:72
	buffer_load_dword v4, off, s[0:3], 0 offset:88
	buffer_load_dword v7, off, s[0:3], 0 offset:76
	buffer_load_dword v6, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:80
	buffer_load_dword v9, off, s[0:3], 0 offset:104
	buffer_load_dword v10, off, s[0:3], 0 offset:8
	buffer_load_dword v11, off, s[0:3], 0 offset:12
	global_store_dwordx2 v[7:8], v[1:2], off
	global_store_dwordx2 v[7:8], v[9:10], off offset:8
	buffer_gl0_inv
	buffer_load_dword v5, off, s[0:3], 0 offset:92
	buffer_load_dword v0, off, s[0:3], 0 offset:92
	buffer_load_dword v0, off, s[0:3], 0 offset:112
	buffer_load_dword v19, off, s[0:3], 0 offset:124
	buffer_load_dword v12, off, s[0:3], 0 offset:16
	buffer_load_dword v13, off, s[0:3], 0 offset:20
	buffer_load_dword v5, v1, s[0:3], 0 offen
	global_store_dwordx2 v[7:8], v[5:6], off
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
	buffer_load_dword v11, off, s[0:3], 0 offset:88
	buffer_load_dword v0, off, s[0:3], 0 offset:24
	buffer_load_dword v1, off, s[0:3], 0 offset:28
	global_store_dword v[2:3], v7, off
	global_store_dword v[9:10], v8, off
	global_store_dword v[11:12], v13, off
	global_store_dword v[0:1], v14, off offset:4
	global_load_dword v2, v[0:1], off glc dlc
	buffer_load_dword v2, off, s[0:3], 0 offset:96
	global_load_dword v2, v[0:1], off glc dlc
	global_load_dword v2, v[0:1], off offset:20 glc dlc
	global_store_dword v[0:1], v47, off offset:8
	global_store_dword v[0:1], v45, off offset:12
	buffer_gl0_inv
	buffer_gl1_inv
	global_store_dword v[0:1], v46, off
	buffer_load_dword v7, off, s[0:3], 0 offset:84
	buffer_load_dword v8, off, s[0:3], 0 offset:92
swatomic_residency_check:               ; @swatomic_residency_check
	global_store_dword v0, v3, s[8:9]
	v_readfirstlane_b32 s5, v1
	global_load_dword v2, v0, s[8:9] glc dlc
	global_store_dword v0, v1, s[0:1]
amdhsa.kernels:
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
